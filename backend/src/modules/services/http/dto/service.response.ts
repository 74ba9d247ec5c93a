import { ApiProperty } from '@nestjs/swagger';
import { PlaceResponse } from '../../../catalog/http/place.response.js';
import { OpenStateResponse } from '../../../catalog/http/open-state.response.js';
import type { ServiceView } from '../../application/ports/service.repository.js';

/** A service as the API shows it: the place fields and a service's own. */
export class ServiceResponse extends PlaceResponse {
  @ApiProperty({ example: 'petron-san-fernando-dolores', description: 'URL slug: /service/{slug}' })
  slug: string;

  @ApiProperty({ type: String, nullable: true, example: 'Open 24 hours' })
  hours: string | null;

  @ApiProperty({ example: 0, description: 'Index of the main image in images' })
  mainImageIndex: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The main image (images[mainImageIndex]), for convenience',
  })
  imageUrl: string | null;

  @ApiProperty({
    description: "Open at every moment of the coming year by openingHours ('Open 24/7' badge): derived from the hours",
  })
  isOpen24h: boolean;

  @ApiProperty()
  isEmergency: boolean;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 61.45,
    description: 'Regular gas, pesos per litre (2 decimals)',
  })
  gasPrice: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When gasPrice was last set' })
  gasPriceUpdatedAt: string | null;

  static from({ service, category, hasActiveCoupon, openState, distanceKm }: ServiceView): ServiceResponse {
    const response = PlaceResponse.fill(new ServiceResponse(), service, category, hasActiveCoupon, distanceKm);
    Object.assign(response, {
      slug: service.slug,
      hours: service.hours,
      mainImageIndex: service.mainImageIndex,
      imageUrl: service.imageUrl,
      isOpen24h: service.isOpen24h,
      isEmergency: service.isEmergency,
      gasPrice: service.gasPrice,
      gasPriceUpdatedAt: service.gasPriceUpdatedAt?.toISOString() ?? null,
      openState: OpenStateResponse.from(openState),
    });
    return response;
  }
}
