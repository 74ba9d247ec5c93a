import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, Public } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { ReadImageQuery } from '../application/read-image.query.js';
import { UploadPhotoUseCase } from '../application/upload-photo.use-case.js';
import { CommunityError, CommunityErrorCode } from '../domain/community.errors.js';
import { PHOTO_RULES } from '../domain/photo.js';
import { ImageResponse } from './dto/post.responses.js';
import { RateLimit } from '../../../shared/http/rate-limit/rate-limit.decorator.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { ApiWebpFile, parseWebpFileName, sendWebpFile } from '../../../shared/http/webp-file.js';

interface UploadedPhoto {
  readonly buffer: Buffer;
  readonly mimetype: string;
  readonly size: number;
}

/** multer keeps the file in memory, refuses a second file or any field, and stops reading past 10 MB. */
const MULTIPART_LIMITS = { fileSize: PHOTO_RULES.maxBytes, files: 1, fields: 0, parts: 1 };

@ApiTags('community')
@Controller()
export class UploadsController {
  constructor(
    private readonly uploadPhoto: UploadPhotoUseCase,
    private readonly readImage: ReadImageQuery,
  ) {}

  @Post('uploads')
  @RateLimit('uploads')
  @HttpCode(HttpStatus.CREATED)
  @UseInterceptors(FileInterceptor('file', { limits: MULTIPART_LIMITS }))
  @ApiOperation({
    summary: 'Upload a photo for a post or a review',
    description:
      'multipart/form-data with one `file`: a JPEG, PNG, WebP or HEIC photo up to 10 MB and 40 megapixels. It is re-encoded ' +
      'to WebP (at most 1,600 px, plus a 480 px thumbnail) with every metadata field removed (GPS position included). ' +
      'Send its id as imageId of POST /api/posts (those who may post) or in photoIds of POST or PATCH /api/reviews ' +
      '(every member) within 24 hours, after which an unused upload is deleted. Signed-in members, not suspended.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  })
  @ApiCreatedResponse({ type: ImageResponse })
  @ApiErrors(
    CommunityErrorCode.ImageRequired,
    CommunityErrorCode.ImageTypeNotAllowed,
    CommunityErrorCode.ImageUnreadable,
    CommunityErrorCode.ImageTooManyPixels,
    CommunityErrorCode.ImageTooLarge,
  )
  async upload(
    @CurrentUser() caller: AuthenticatedUser,
    @UploadedFile() file: UploadedPhoto | undefined,
  ): Promise<ImageResponse> {
    if (!file)
      throw new CommunityError(CommunityErrorCode.ImageRequired, 'Please choose a photo (multipart field "file")', {
        field: 'file',
      });
    return ImageResponse.from(
      await this.uploadPhoto.execute(caller, { bytes: file.buffer, declaredType: file.mimetype }),
    );
  }

  @Get('images/:file')
  @Public()
  @ApiOperation({
    summary: 'A photo',
    description:
      '`{id}.webp` (the photo) or `{id}-thumb.webp` (the thumbnail), for whoever sees its post (moderators too), or ' +
      'its uploader before it is on a post; 404 IMAGE_NOT_FOUND for anyone else. Immutable: cached for a year, privately.',
  })
  @ApiWebpFile()
  @ApiErrors(CommunityErrorCode.ImageNotFound)
  async image(
    @Param('file') file: string,
    @CurrentUser() caller: AuthenticatedUser | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const name = parseWebpFileName(file);
    if (!name) throw CommunityError.imageNotFound(file);
    // Visibility first, so that a 304 never says a photo exists to someone who may not see it.
    sendWebpFile(req, res, name, await this.readImage.execute(name.id, name.variant, caller ?? null));
  }
}
