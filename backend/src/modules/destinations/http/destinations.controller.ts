import { Body, Controller, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  PlaceCreate,
  PlaceGetById,
  PlaceList,
  PlaceUpdateById,
  PlaceCache,
} from '../../catalog/http/catalog-api.decorators.js';
import { DestinationErrorCode } from '../domain/destination.errors.js';
import { pagedAnswer, pageRequestOf } from '../../../shared/http/pagination.js';
import { CacheScopes } from '../../../shared/http/http-cache.js';
import { CreateDestinationUseCase } from '../application/create-destination.use-case.js';
import { GetDestinationQuery } from '../application/get-destination.query.js';
import { ListDestinationsQuery } from '../application/list-destinations.query.js';
import { UpdateDestinationUseCase } from '../application/update-destination.use-case.js';
import { CreateDestinationRequest } from './dto/create-destination.request.js';
import { DestinationResponse } from './dto/destination.response.js';
import { ListDestinationsRequest } from './dto/list-destinations.request.js';
import { UpdateDestinationRequest } from './dto/update-destination.request.js';

/** The rules of a destination's body (`details.field` names the field). */
const BAD_BODY = [
  DestinationErrorCode.NameRequired,
  DestinationErrorCode.InvalidCoordinates,
  DestinationErrorCode.CoordinatesOutOfRange,
  DestinationErrorCode.InvalidWebsite,
  DestinationErrorCode.InvalidImageUrl,
  DestinationErrorCode.TooManyImages,
  DestinationErrorCode.InvalidPhone,
  DestinationErrorCode.TextTooLong,
  DestinationErrorCode.UnknownCategory,
  DestinationErrorCode.CategoryNotAllowed,
];

@ApiTags('destinations')
@Controller('destinations')
@CacheScopes('destinations')
export class DestinationsController {
  constructor(
    private readonly listDestinations: ListDestinationsQuery,
    private readonly getDestination: GetDestinationQuery,
    private readonly createDestination: CreateDestinationUseCase,
    private readonly updateDestination: UpdateDestinationUseCase,
  ) {}

  @Get()
  @PlaceCache('destinations')
  @PlaceList(
    DestinationResponse,
    'List destinations',
    'Places to visit and food places, filtered by category and search. Order: verified first, then by rating (unrated last), then by name.',
  )
  async list(
    @Query() query: ListDestinationsRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DestinationResponse[]> {
    return pagedAnswer(res, await this.listDestinations.execute({ ...query, ...pageRequestOf(query) }), (view) =>
      DestinationResponse.from(view),
    );
  }

  @Get(':id')
  @PlaceCache('destinations')
  @PlaceGetById(DestinationResponse, 'Get a destination', DestinationErrorCode.NotFound)
  async get(@Param('id') id: string): Promise<DestinationResponse> {
    return DestinationResponse.from(await this.getDestination.execute(id));
  }

  @Post()
  @PlaceCreate(DestinationResponse, 'Create a destination', 'Admins and editors. Only the name is required.', BAD_BODY)
  async create(@Body() body: CreateDestinationRequest): Promise<DestinationResponse> {
    return DestinationResponse.from(await this.createDestination.execute(body));
  }

  @Patch(':id')
  @PlaceUpdateById(
    DestinationResponse,
    'Update a destination',
    "Admins and editors. Send only the changed fields; null or '' clears a field (not the name). " +
      'Latitude and longitude stay a pair: set both, or clear both. An empty body changes nothing.',
    BAD_BODY,
    DestinationErrorCode.NotFound,
  )
  async update(@Param('id') id: string, @Body() body: UpdateDestinationRequest): Promise<DestinationResponse> {
    return DestinationResponse.from(await this.updateDestination.execute(id, body));
  }
}
