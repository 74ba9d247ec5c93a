import { ApiProperty } from '@nestjs/swagger';
import { CategorySummaryResponse } from '../../../catalog/http/category-summary.response.js';
import type { DestinationView } from '../../application/ports/destination.repository.js';

/** A destination as the API shows it: exactly these fields; absent texts are null (never ''). */
export class DestinationResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Mount Arayat National Park' })
  name: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Brgy. San Juan Baño, Arayat, Pampanga' })
  address: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 15.2003 })
  latitude: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 120.7426 })
  longitude: number | null;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true })
  website: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Main image URL (http(s) or a path on this site)' })
  imageUrl: string | null;

  @ApiProperty({ type: [String], description: 'Gallery: first is the cover, then up to 3 extra' })
  images: string[];

  @ApiProperty({ type: Number, nullable: true, example: 4.7, description: '0..5 with one decimal; null = not rated yet (shown as New)' })
  rating: number | null;

  @ApiProperty({ example: 128 })
  reviewCount: number;

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

  static from({ destination, category }: DestinationView): DestinationResponse {
    const response = new DestinationResponse();
    response.id = destination.id;
    response.name = destination.name;
    response.description = destination.description;
    response.address = destination.address;
    response.latitude = destination.latitude;
    response.longitude = destination.longitude;
    response.phone = destination.phone;
    response.website = destination.website;
    response.imageUrl = destination.imageUrl;
    response.images = [...destination.images];
    response.rating = destination.rating;
    response.reviewCount = destination.reviewCount;
    response.categoryId = destination.categoryId;
    response.category = CategorySummaryResponse.from(category);
    response.isVerified = destination.isVerified;
    response.createdAt = destination.createdAt.toISOString();
    response.updatedAt = destination.updatedAt.toISOString();
    return response;
  }
}
