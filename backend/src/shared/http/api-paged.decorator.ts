import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { COUNT_CAP } from '../domain/page.js';
import { TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from './pagination.js';

/** How a capped list documents its count (the public lists: destinations, services, posts). */
const CAPPED_TOTAL_DESCRIPTION =
  `Number of items matching the filters (all pages), counted up to ${COUNT_CAP.toLocaleString('en')} past the start ` +
  `(or up to offset + limit + 1 for a page beyond that). When more match, this is that lower bound and ` +
  `${TOTAL_COUNT_CAPPED_HEADER}: true comes with it: show it as '${COUNT_CAP.toLocaleString('en')}+'. The lower bound is always ` +
  'greater than offset + limit while more items may follow, so `offset + limit < total` still tells whether to load more.';

/**
 * 200 with a JSON array and the X-Total-Count header; `capped`: the total is counted up to COUNT_CAP (pageRequest).
 * Its 400 VALIDATION_FAILED (a bad limit or offset) comes from the query parameters (openapi/error-responses.ts).
 */
export function ApiPagedOk(
  type: new () => object,
  description: string,
  options: { capped?: boolean } = {},
): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiOkResponse({
      type,
      isArray: true,
      description,
      headers: options.capped
        ? {
            [TOTAL_COUNT_HEADER]: { description: CAPPED_TOTAL_DESCRIPTION, schema: { type: 'integer' } },
            [TOTAL_COUNT_CAPPED_HEADER]: {
              description: `'true' when ${TOTAL_COUNT_HEADER} is a lower bound (the count stopped at its cap); absent when it is exact`,
              schema: { type: 'string', enum: ['true'] },
            },
          }
        : {
            [TOTAL_COUNT_HEADER]: {
              description: 'Number of items matching the filters (all pages)',
              schema: { type: 'integer' },
            },
          },
    }),
  );
}
