import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ARTWORK_COLOR_PATTERN, ARTWORK_ICON_MAX_LENGTH, ARTWORK_ICON_PATTERN } from '../domain/artwork.js';

/** Query string of GET /api/artwork/{kind}/{key}.svg. */
export class ArtworkQueryRequest {
  @ApiPropertyOptional({
    example: 'church',
    description:
      'Category icon key choosing the subject: church, trees, landmark, sparkles, ferris-wheel, utensils, flame, ' +
      'chef-hat, gift, fuel, wrench, siren, bike, route, tent, tent-tree, map-pin (others: map-pin)',
  })
  @IsOptional()
  @IsString({ message: 'icon must be a string' })
  @MaxLength(ARTWORK_ICON_MAX_LENGTH, { message: `icon must be at most ${ARTWORK_ICON_MAX_LENGTH} characters` })
  @Matches(ARTWORK_ICON_PATTERN, { message: "icon must be an icon key such as 'map-pin'" })
  icon?: string;

  @ApiPropertyOptional({ example: '#8D6E63', description: 'Base colour #RRGGBB (URL-encode # as %23)' })
  @IsOptional()
  @IsString({ message: 'color must be a string' })
  @Matches(ARTWORK_COLOR_PATTERN, { message: 'color must be a hex colour like #2E7D32' })
  color?: string;
}
