import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { DEFAULT_LIMIT } from '../../catalog/domain/page.js';
import { ApiPagedOk, CatalogRead, CatalogWrite } from '../../catalog/http/catalog-api.decorators.js';
import { ErrorResponse } from '../../../shared/http/error.response.js';
import { TOTAL_COUNT_HEADER } from '../../../shared/http/pagination.js';
import { CreateDestinationUseCase } from '../application/create-destination.use-case.js';
import { GetDestinationQuery } from '../application/get-destination.query.js';
import { ListDestinationsQuery } from '../application/list-destinations.query.js';
import { UpdateDestinationUseCase } from '../application/update-destination.use-case.js';
import { CreateDestinationRequest } from './dto/create-destination.request.js';
import { DestinationResponse } from './dto/destination.response.js';
import { ListDestinationsRequest } from './dto/list-destinations.request.js';
import { UpdateDestinationRequest } from './dto/update-destination.request.js';

const NOT_FOUND = { type: ErrorResponse, description: "DESTINATION_NOT_FOUND: no destination has this id ('Destination not found')" };
const BAD_BODY =
  "VALIDATION_FAILED (wrong types, unknown fields) or a rule of the destination: DESTINATION_NAME_REQUIRED ('Name is required'), " +
  "DESTINATION_INVALID_COORDINATES ('Please enter valid latitude and longitude values'), DESTINATION_COORDINATES_OUT_OF_RANGE " +
  "('Latitude must be between -90 and 90, longitude between -180 and 180'), DESTINATION_INVALID_WEBSITE, DESTINATION_INVALID_IMAGE_URL, " +
  "DESTINATION_TOO_MANY_IMAGES ('At most 3 extra images'), DESTINATION_INVALID_PHONE, DESTINATION_TEXT_TOO_LONG, " +
  'DESTINATION_UNKNOWN_CATEGORY, DESTINATION_CATEGORY_NOT_ALLOWED (a category of type destination or food only). ' +
  '`details.field` names the field.';

@ApiTags('destinations')
@Controller('destinations')
export class DestinationsController {
  constructor(
    private readonly listDestinations: ListDestinationsQuery,
    private readonly getDestination: GetDestinationQuery,
    private readonly createDestination: CreateDestinationUseCase,
    private readonly updateDestination: UpdateDestinationUseCase,
  ) {}

  @Get()
  @CatalogRead()
  @ApiOperation({
    summary: 'List destinations',
    description:
      'Places to visit and food places, filtered by category and search, one page at a time ' +
      `(limit default ${DEFAULT_LIMIT}, at most 100). Order: verified first, then by rating (unrated last), then by name. Public.`,
  })
  @ApiPagedOk(DestinationResponse, 'One page of destinations')
  async list(@Query() query: ListDestinationsRequest, @Res({ passthrough: true }) res: Response): Promise<DestinationResponse[]> {
    const page = await this.listDestinations.execute({
      categoryId: query.categoryId,
      category: query.category,
      search: query.search,
      limit: query.limit ?? DEFAULT_LIMIT,
      offset: query.offset ?? 0,
    });
    res.setHeader(TOTAL_COUNT_HEADER, String(page.total));
    return page.items.map((view) => DestinationResponse.from(view));
  }

  @Get(':id')
  @CatalogRead()
  @ApiOperation({ summary: 'Get a destination', description: 'One destination with its category. Public.' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: DestinationResponse })
  @ApiNotFoundResponse(NOT_FOUND)
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
  @CatalogWrite(BAD_BODY)
  @ApiOperation({
    summary: 'Update a destination',
    description:
      "Admins and editors. Send only the changed fields; null or '' clears a field (not the name). " +
      'Latitude and longitude stay a pair: set both, or clear both. An empty body changes nothing.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: DestinationResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  async update(@Param('id') id: string, @Body() body: UpdateDestinationRequest): Promise<DestinationResponse> {
    return DestinationResponse.from(await this.updateDestination.execute(id, body));
  }
}
