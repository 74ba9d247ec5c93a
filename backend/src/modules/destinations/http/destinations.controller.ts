import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  CatalogWrite,
  PlaceGetById,
  PlaceList,
  PlaceUpdateById,
  PlaceCache,
} from '../../catalog/http/catalog-api.decorators.js';
import { ErrorResponse } from '../../../shared/http/error.response.js';
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

const NOT_FOUND = {
  type: ErrorResponse,
  description: "DESTINATION_NOT_FOUND: no destination has this id ('Destination not found')",
};
const BAD_BODY =
  "VALIDATION_FAILED (wrong types, unknown fields) or a rule of the destination: DESTINATION_NAME_REQUIRED ('Name is required'), " +
  "DESTINATION_INVALID_COORDINATES ('Please enter valid latitude and longitude values'), DESTINATION_COORDINATES_OUT_OF_RANGE " +
  "('Latitude must be between -90 and 90, longitude between -180 and 180'), DESTINATION_INVALID_WEBSITE, DESTINATION_INVALID_IMAGE_URL, " +
  "DESTINATION_TOO_MANY_IMAGES ('At most 3 extra images'), DESTINATION_INVALID_PHONE, DESTINATION_TEXT_TOO_LONG, " +
  'DESTINATION_UNKNOWN_CATEGORY, DESTINATION_CATEGORY_NOT_ALLOWED (a category of type destination or food only). ' +
  '`details.field` names the field.';

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
  @PlaceGetById(DestinationResponse, 'Get a destination', NOT_FOUND.description)
  async get(@Param('id') id: string): Promise<DestinationResponse> {
    return DestinationResponse.from(await this.getDestination.execute(id));
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @CatalogWrite(BAD_BODY)
  @ApiOperation({ summary: 'Create a destination', description: 'Admins and editors. Only the name is required.' })
  @ApiCreatedResponse({ type: DestinationResponse })
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
    NOT_FOUND.description,
  )
  async update(@Param('id') id: string, @Body() body: UpdateDestinationRequest): Promise<DestinationResponse> {
    return DestinationResponse.from(await this.updateDestination.execute(id, body));
  }
}
