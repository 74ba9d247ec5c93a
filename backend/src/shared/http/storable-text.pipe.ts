import { Injectable, type PipeTransform } from '@nestjs/common';
import { RequestValidationError, type InvalidField } from './request-validation.js';

/** A NUL character or a UTF-16 surrogate without its pair: text PostgreSQL cannot store (it would answer 500). */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text that shows nothing (issue 28.8): white space and the invisible characters Unicode says to ignore when they
 * cannot be shown (Default_Ignorable_Code_Point: U+200B zero-width space, U+200C/U+200D joiners, U+2060 word joiner,
 * U+FEFF, U+00AD soft hyphen, U+3164 Hangul filler, variation selectors...). Only a string made of nothing else is
 * blank; the same characters inside real text (an emoji's U+200D) are left alone.
 */
const BLANK = /^[\s\p{Default_Ignorable_Code_Point}]+$/u;

/**
 * Keys that a JSON body may not carry (issue 28.8): JSON.parse makes `__proto__` an own key, and class-transformer
 * would drop it or `constructor`/`prototype` silently instead of refusing them like any other unknown field.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Deeper bodies than this are refused as a whole (a hostile, deeply nested JSON). */
const MAX_DEPTH = 32;

/**
 * The first global pipe, before validation, for every string of every body, query and path parameter (keys
 * included) of every endpoint at once:
 * - text PostgreSQL can store: a NUL character or a lone surrogate anywhere is 400 VALIDATION_FAILED naming the
 *   field, instead of a 500 from the database;
 * - blank is blank: a string of only white space and invisible characters becomes a single space, so that every
 *   rule that refuses white-space-only text (a DTO's, a domain's `trim() === ''`) refuses it the same way;
 * - no `__proto__`, `constructor` or `prototype` key at any depth: 400 VALIDATION_FAILED as an unknown field.
 */
@Injectable()
export class StorableTextPipe implements PipeTransform {
  transform(value: unknown, metadata: { type: string; data?: string }): unknown {
    const problems: InvalidField[] = [];
    const result = check(
      value,
      metadata.type === 'param' || metadata.type === 'custom' ? (metadata.data ?? '') : '',
      problems,
      0,
    );
    if (problems.length > 0) throw new RequestValidationError(problems);
    return result;
  }
}

/** The value with its blank strings made a single space; problems found are appended. */
function check(value: unknown, path: string, problems: InvalidField[], depth: number): unknown {
  if (problems.length >= 10) return value;
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value))
      problems.push({
        field: path || 'body',
        messages: [`${path || 'body'} contains a character that cannot be stored (NUL or an unpaired surrogate)`],
      });
    return BLANK.test(value) ? ' ' : value;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  if (depth >= MAX_DEPTH) {
    problems.push({ field: path || 'body', messages: [`${path || 'body'} is nested too deeply`] });
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const childPath = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key))
      problems.push({ field: childPath, messages: [`a field name contains a character that cannot be stored`] });
    if (FORBIDDEN_KEYS.has(key)) problems.push({ field: childPath, messages: [`property ${key} should not exist`] });
    const child = record[key];
    const checked = check(child, childPath, problems, depth + 1);
    if (checked !== child) record[key] = checked;
  }
  return value;
}
