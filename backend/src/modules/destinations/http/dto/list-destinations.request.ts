import { ApiCategoryKey, PlaceListRequest } from '../../../catalog/http/place-list.request.js';

/** Query string of GET /api/destinations. */
export class ListDestinationsRequest extends PlaceListRequest {
  @ApiCategoryKey(
    "A category id, a category type ('destination' or 'food': food places are the destinations whose category is of " +
      "type food, so /destinations?category=food lists them), or a category name as a slug ('historic-churches'). " +
      'An unknown key matches nothing.',
    'food',
  )
  category?: string;
}
