import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CategorySummary } from '../domain/category-summary.js';
import type { PlaceProps } from '../domain/place.js';
import { CategorySummaryResponse } from './category-summary.response.js';
import { OpenStateResponse } from './open-state.response.js';

/**
 * The fields every place shows in the API (destinations and services): exactly these, absent texts null (never '').
 * Each module's response adds its own fields.
 */
export class PlaceResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Mount Arayat National Park' })
  name: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Bunduk Arayat',
    description: 'The local (Kapampangan) name, when it differs',
  })
  localName: string | null;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Brgy. San Juan Baño, Arayat, Pampanga' })
  address: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 15.2003 })
  latitude: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 120.7426 })
  longitude: number | null;

  @ApiProperty({ type: String, nullable: true, example: '(045) 961 2121' })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true })
  website: string | null;

  @ApiProperty({ type: [String], description: 'Gallery image URLs (http(s) or a path on this site)' })
  images: string[];

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4.7,
    description: '0..5 with one decimal; null = not rated yet (shown as New)',
  })
  rating: number | null;

  @ApiProperty({ example: 128 })
  reviewCount: number;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  categoryId: string | null;

  @ApiProperty({ type: CategorySummaryResponse, nullable: true })
  category: CategorySummaryResponse | null;

  @ApiProperty()
  isVerified: boolean;

  @ApiProperty({
    description:
      "Whether a partner coupon of this place can be claimed now (active, unexpired, not sold out): the 'Coupon Available' badge",
  })
  hasActiveCoupon: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Mo-Sa 08:00-21:00; PH off',
    description:
      'OpenStreetMap `opening_hours` syntax, evaluated in Asia/Manila with Philippine holidays (PH); null: not known',
  })
  openingHours: string | null;

  @ApiProperty({
    type: OpenStateResponse,
    nullable: true,
    description: 'Open now, and when it closes or opens, from the opening hours; null without hours (no label)',
  })
  openState: OpenStateResponse | null;

  @ApiPropertyOptional({
    type: Number,
    example: 1.2,
    description:
      "Kilometres from the list's `near` point (great-circle, one decimal, shown as '1.2 km'); only in lists asked with near",
  })
  distanceKm?: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;

  /** Fills the shared fields of `response` from a place, its category, its coupon flag and its distance (if any). */
  protected static fill<R extends PlaceResponse>(
    response: R,
    place: Omit<PlaceProps, never>,
    category: CategorySummary | null,
    hasActiveCoupon: boolean,
    distanceKm?: number,
  ): R {
    Object.assign(response, {
      id: place.id,
      name: place.name,
      localName: place.localName,
      description: place.description,
      address: place.address,
      latitude: place.latitude,
      longitude: place.longitude,
      phone: place.phone,
      website: place.website,
      images: [...place.images],
      rating: place.rating,
      reviewCount: place.reviewCount,
      categoryId: place.categoryId,
      category: CategorySummaryResponse.from(category),
      isVerified: place.isVerified,
      hasActiveCoupon,
      ...(distanceKm === undefined ? {} : { distanceKm }),
      openingHours: place.openingHours,
      openState: null,
      createdAt: place.createdAt.toISOString(),
      updatedAt: place.updatedAt.toISOString(),
    });
    return response;
  }
}
