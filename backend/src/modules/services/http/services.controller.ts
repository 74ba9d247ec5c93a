import { Body, Controller, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  CatalogRead,
  PlaceCreate,
  PlaceGetById,
  PlaceList,
  PlaceUpdateById,
  PlaceCache,
} from '../../catalog/http/catalog-api.decorators.js';
import { pagedAnswer, pageRequestOf } from '../../../shared/http/pagination.js';
import { CacheScopes } from '../../../shared/http/http-cache.js';
import { CreateServiceUseCase } from '../application/create-service.use-case.js';
import { GetServiceBySlugQuery } from '../application/get-service-by-slug.query.js';
import { GetServiceQuery } from '../application/get-service.query.js';
import { ListServicesQuery } from '../application/list-services.query.js';
import { UpdateServiceUseCase } from '../application/update-service.use-case.js';
import { CreateServiceRequest } from './dto/create-service.request.js';
import { ListServicesRequest } from './dto/list-services.request.js';
import { ServiceResponse } from './dto/service.response.js';
import { UpdateServiceRequest } from './dto/update-service.request.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { ServiceErrorCode } from '../domain/service.errors.js';

/** The rules of a service's body (`details.field` names the field). */
const BAD_BODY = [
  ServiceErrorCode.NameRequired,
  ServiceErrorCode.InvalidCoordinates,
  ServiceErrorCode.CoordinatesOutOfRange,
  ServiceErrorCode.InvalidSlug,
  ServiceErrorCode.InvalidWebsite,
  ServiceErrorCode.InvalidImageUrl,
  ServiceErrorCode.TooManyImages,
  ServiceErrorCode.InvalidMainImageIndex,
  ServiceErrorCode.InvalidGasPrice,
  ServiceErrorCode.InvalidPhone,
  ServiceErrorCode.TextTooLong,
  ServiceErrorCode.CategoryRequired,
  ServiceErrorCode.UnknownCategory,
  ServiceErrorCode.CategoryNotAllowed,
  ServiceErrorCode.SlugTaken,
];

@ApiTags('services')
@Controller('services')
@CacheScopes('services')
export class ServicesController {
  constructor(
    private readonly listServices: ListServicesQuery,
    private readonly getService: GetServiceQuery,
    private readonly getServiceBySlug: GetServiceBySlugQuery,
    private readonly createService: CreateServiceUseCase,
    private readonly updateService: UpdateServiceUseCase,
  ) {}

  @Get()
  @PlaceCache('services')
  @PlaceList(
    ServiceResponse,
    'List services',
    'Motorist, bicycle and camping services, filtered by tab (type), category or quick link, and search. Order: emergency ' +
      'first, then verified, then by rating (unrated last), then by name. (The services pages still ask visitors to sign in.)',
  )
  async list(
    @Query() query: ListServicesRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ServiceResponse[]> {
    return pagedAnswer(res, await this.listServices.execute({ ...query, ...pageRequestOf(query) }), (view) =>
      ServiceResponse.from(view),
    );
  }

  @Get('slug/:slug')
  @PlaceCache('services')
  @CatalogRead()
  @ApiOperation({
    summary: 'Get a service by its URL slug',
    description: 'For the /service/{slug} page; the slug is matched ignoring case. Public.',
  })
  @ApiParam({ name: 'slug', example: 'petron-san-fernando-dolores' })
  @ApiOkResponse({ type: ServiceResponse })
  @ApiErrors(ServiceErrorCode.NotFound)
  async getBySlug(@Param('slug') slug: string): Promise<ServiceResponse> {
    return ServiceResponse.from(await this.getServiceBySlug.execute(slug));
  }

  @Get(':id')
  @PlaceCache('services')
  @PlaceGetById(ServiceResponse, 'Get a service', ServiceErrorCode.NotFound)
  async get(@Param('id') id: string): Promise<ServiceResponse> {
    return ServiceResponse.from(await this.getService.execute(id));
  }

  @Post()
  @PlaceCreate(
    ServiceResponse,
    'Create a service',
    'Admins and editors (the admin Content tab). name and categoryId are required; the slug is made from the name when absent.',
    BAD_BODY,
  )
  async create(@Body() body: CreateServiceRequest): Promise<ServiceResponse> {
    return ServiceResponse.from(await this.createService.execute(body));
  }

  @Patch(':id')
  @PlaceUpdateById(
    ServiceResponse,
    'Update a service',
    "Admins and editors. Send {latitude, longitude} (both), or {slug}, or any of the other fields; null or '' clears an " +
      'optional field. Setting gasPrice stamps gasPriceUpdatedAt. An empty body changes nothing.',
    BAD_BODY,
    ServiceErrorCode.NotFound,
  )
  async update(@Param('id') id: string, @Body() body: UpdateServiceRequest): Promise<ServiceResponse> {
    return ServiceResponse.from(await this.updateService.execute(id, body));
  }
}
