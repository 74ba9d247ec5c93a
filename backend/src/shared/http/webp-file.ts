import { applyDecorators, HttpStatus } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiProduces } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { isUuid } from '../domain/uuid.js';

/** What a photo's file name asks for: `{id}.webp` is the photo, `{id}-thumb.webp` its thumbnail. */
export interface WebpFileName {
  /** The image's id, lower case. */
  readonly id: string;
  readonly variant: 'full' | 'thumbnail';
}

/** Reads `{id}.webp` or `{id}-thumb.webp` (any case); null for any other name, an id that is no UUID included. */
export function parseWebpFileName(file: string): WebpFileName | null {
  const match = /^([0-9a-f-]{36})(-thumb)?\.webp$/i.exec(file);
  if (!match || !isUuid(match[1])) return null;
  return { id: match[1].toLowerCase(), variant: match[2] ? 'thumbnail' : 'full' };
}

/**
 * Sends a photo's WebP bytes (read after its visibility was checked, so that a 304 never says a photo exists to someone
 * who may not see it). Immutable and private: cached for a year by the browser only, as the answer depends on who
 * asks (a shared cache must not keep a member's photo for others, nor one deleted or removed later). Answers 304
 * without the bytes when If-None-Match names the file's ETag.
 */
export function sendWebpFile(req: Request, res: Response, name: WebpFileName, bytes: Buffer): void {
  const etag = `"${name.id}${name.variant === 'thumbnail' ? '-thumb' : ''}"`;
  res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
  res.setHeader('ETag', etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.headers['if-none-match'] === etag) {
    res.status(HttpStatus.NOT_MODIFIED).end();
    return;
  }
  res.type('image/webp').send(bytes);
}

/** Swagger of an endpoint serving a photo by its file name (`:file`): the parameter and the WebP answer. */
export function ApiWebpFile(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiParam({ name: 'file', example: '3f0c2a4e-1b2c-4d5e-8f90-123456789abc.webp' }),
    ApiProduces('image/webp'),
    ApiOkResponse({
      description: 'WebP bytes',
      content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
    }),
  );
}
