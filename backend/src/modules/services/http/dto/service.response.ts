import { ApiProperty } from '@nestjs/swagger';
import { CategorySummaryResponse } from '../../../catalog/http/category-summary.response.js';
import type { ServiceView } from '../../application/ports/service.repository.js';

/** A service as the API shows it: exactly these fields; absent texts are null (never ''). */
export class ServiceResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Petron San Fernando (Dolores)' })
  name: string;

  @ApiProperty({ example: 'petron-san-fernando-dolores', description: 'URL slug: /service/{slug}' })
  slug: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: String, nullable: true })
  address: string | null;

  @ApiProperty({ type: String, nullable: true, example: '(045) 961 2121' })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Open 24 hours' })
  hours: string | null;

  @ApiProperty({ type: String, nullable: true })
  website: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 15.0286 })
  latitude: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 120.6897 })
  longitude: number | null;

  @ApiProperty({ type: [String] })
  images: string[];

  @ApiProperty({ example: 0, description: 'Index of the main image in images' })
  mainImageIndex: number;

  @ApiProperty({ type: String, nullable: true, description: 'The main image (images[mainImageIndex]), for convenience' })
  imageUrl: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 4.4, description: '0..5 with one decimal; null = not rated yet' })
  rating: number | null;

  @ApiProperty({ example: 57 })
  reviewCount: number;

  @ApiProperty()
  isOpen24h: boolean;

  @ApiProperty()
  isEmergency: boolean;

  @ApiProperty({ type: Number, nullable: true, example: 61.45, description: 'Regular gas, pesos per litre (2 decimals)' })
  gasPrice: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When gasPrice was last set' })
  gasPriceUpdatedAt: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  categoryId: string | null;

  @ApiProperty({ type: CategorySummaryResponse, nullable: true })
  category: CategorySummaryResponse | null;

  @ApiProperty()
  isVerified: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;

  static from({ service, category }: ServiceView): ServiceResponse {
    const response = new ServiceResponse();
    response.id = service.id;
    response.name = service.name;
    response.slug = service.slug;
    response.description = service.description;
    response.address = service.address;
    response.phone = service.phone;
    response.hours = service.hours;
    response.website = service.website;
    response.latitude = service.latitude;
    response.longitude = service.longitude;
    response.images = [...service.images];
    response.mainImageIndex = service.mainImageIndex;
    response.imageUrl = service.imageUrl;
    response.rating = service.rating;
    response.reviewCount = service.reviewCount;
    response.isOpen24h = service.isOpen24h;
    response.isEmergency = service.isEmergency;
    response.gasPrice = service.gasPrice;
    response.gasPriceUpdatedAt = service.gasPriceUpdatedAt?.toISOString() ?? null;
    response.categoryId = service.categoryId;
    response.category = CategorySummaryResponse.from(category);
    response.isVerified = service.isVerified;
    response.createdAt = service.createdAt.toISOString();
    response.updatedAt = service.updatedAt.toISOString();
    return response;
  }
}
