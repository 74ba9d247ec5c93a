import { ApiProperty } from '@nestjs/swagger';
import { PlaceResponse } from '../../../catalog/http/place.response.js';
import { OpenStateResponse } from '../../../catalog/http/open-state.response.js';
import type { DestinationView } from '../../application/ports/destination.repository.js';

/** A destination as the API shows it: the place fields and the cover URL. */
export class DestinationResponse extends PlaceResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Main image URL (http(s) or a path on this site); images[0] is the cover when set',
  })
  imageUrl: string | null;

  static from({ destination, category, hasActiveCoupon, openState, distanceKm }: DestinationView): DestinationResponse {
    const response = PlaceResponse.fill(new DestinationResponse(), destination, category, hasActiveCoupon, distanceKm);
    response.imageUrl = destination.imageUrl;
    response.openState = OpenStateResponse.from(openState);
    return response;
  }
}
