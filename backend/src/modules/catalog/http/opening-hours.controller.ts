import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PreviewOpeningHoursQuery } from '../application/preview-opening-hours.query.js';
import { OpeningHoursErrorCode } from '../domain/opening-hours.errors.js';
import { CatalogWrite } from './catalog-api.decorators.js';
import { OpeningHoursPreviewRequest, OpeningHoursPreviewResponse } from './opening-hours-preview.dto.js';

/**
 * POST /api/opening-hours/preview: what hours as an editor types them say for the coming week (docs/opening-hours.md),
 * for the public app's edit forms, which do not carry the parser. Admins and editors, as the writes of places; it
 * writes nothing (no rate limit: staff only).
 */
@ApiTags('opening-hours')
@Controller('opening-hours')
export class OpeningHoursController {
  constructor(private readonly previewOpeningHours: PreviewOpeningHoursQuery) {}

  @Post('preview')
  @HttpCode(HttpStatus.OK)
  @CatalogWrite(OpeningHoursErrorCode.Invalid)
  @ApiOperation({
    summary: 'Preview opening hours',
    description:
      'The coming 7 days in Manila from today (each with its openings and public holiday) of hours as typed, read ' +
      'as the hours of places are; 400 OPENING_HOURS_INVALID with the package’s reason when they cannot be read or ' +
      'are empty. Writes nothing. Admins and editors.',
  })
  @ApiOkResponse({ type: OpeningHoursPreviewResponse })
  preview(@Body() body: OpeningHoursPreviewRequest): OpeningHoursPreviewResponse {
    return OpeningHoursPreviewResponse.from(this.previewOpeningHours.execute(body.openingHours));
  }
}
