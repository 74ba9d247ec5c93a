import { Injectable, type PipeTransform } from '@nestjs/common';
import { RequestValidationError, type InvalidField } from './request-validation.js';

/** A NUL character or a UTF-16 surrogate without its pair: text PostgreSQL cannot store (it would answer 500). */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper bodies than this are refused as a whole (a hostile, deeply nested JSON). */
const MAX_DEPTH = 32;

/**
 * The first global pipe, before validation: every string of every body, query and path parameter (keys included) is
 * text PostgreSQL can store. A NUL character or a lone surrogate anywhere is 400 VALIDATION_FAILED naming the field,
 * for every endpoint at once, instead of a 500 from the database.
 */
@Injectable()
export class StorableTextPipe implements PipeTransform {
  transform(value: unknown, metadata: { type: string; data?: string }): unknown {
    const problems: InvalidField[] = [];
    collect(value, metadata.type === 'param' || metadata.type === 'custom' ? (metadata.data ?? '') : '', problems, 0);
    if (problems.length > 0) throw new RequestValidationError(problems);
    return value;
  }
}

function collect(value: unknown, path: string, problems: InvalidField[], depth: number): void {
  if (problems.length >= 10) return;
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) problems.push({ field: path || 'body', messages: [`${path || 'body'} contains a character that cannot be stored (NUL or an unpaired surrogate)`] });
    return;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return;
  if (depth >= MAX_DEPTH) {
    problems.push({ field: path || 'body', messages: [`${path || 'body'} is nested too deeply`] });
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) problems.push({ field: childPath, messages: [`a field name contains a character that cannot be stored`] });
    collect(child, childPath, problems, depth + 1);
  }
}
