// What sqlmap scans: one run per query parameter, per path parameter and per JSON body of the resources below, read
// from the app's own OpenAPI document, with values that reach the SQL (existing rows, valid bodies).
import { randomBytes } from 'node:crypto';

/** Resources whose list and detail endpoints (and create/update bodies) are scanned: every operation under them. */
const RESOURCES = [
  '/api/destinations',
  '/api/services',
  '/api/categories',
  '/api/posts',
  '/api/comments',
  '/api/reports',
  '/api/coupons',
  '/api/coupon-codes',
  '/api/user/coupons',
  '/api/users',
  '/api/admin/users',
  '/api/admin/audit',
];

/**
 * One sqlmap run per query parameter (alone in the URL, with a value that finds rows, so that a boolean payload would
 * change the answer), per path parameter (an existing row, marked with sqlmap's `*`) and per JSON body (every field).
 */
export function plan(document, ids, sessions, base) {
  const runs = [];
  for (const [template, item] of Object.entries(document.paths)) {
    if (!RESOURCES.some((resource) => template === resource || template.startsWith(`${resource}/`))) continue;
    for (const method of ['get', 'post', 'patch', 'put']) {
      const operation = item[method];
      if (!operation) continue;
      const auth = operation['x-auth'];
      const roles = auth === 'public' ? null : (auth?.roles ?? null);
      const session = template.startsWith('/api/coupon-codes')
        ? sessions.admin // a partner's staff or an admin checks codes
        : roles === null
          ? sessions.member
          : roles.includes('admin') && !roles.includes('verified_blogger')
            ? sessions.admin
            : sessions.blogger;
      const parameters = operation.parameters ?? [];
      const pathParameters = parameters.filter((p) => p.in === 'path');
      const path = (marked) =>
        pathParameters.reduce(
          (text, p) =>
            text.replace(
              `{${p.name}}`,
              `${encodeURIComponent(pathValue(template, p, ids))}${marked === p.name ? '*' : ''}`,
            ),
          template,
        );
      const label = `${method.toUpperCase()} ${template}`;
      const common = { method: method.toUpperCase(), cookie: session.cookie };
      for (const p of parameters.filter((q) => q.in === 'query')) {
        const value = queryValue(document, template, p, ids);
        runs.push({
          ...common,
          name: `${label} ?${p.name}`,
          url: `${base}${path()}?${p.name}=${encodeURIComponent(value)}`,
        });
      }
      const body = jsonBody(document, operation, ids);
      for (const p of pathParameters) {
        runs.push({
          ...common,
          name: `${label} path ${p.name}`,
          url: `${base}${path(p.name)}`,
          data: body && JSON.stringify(body),
          onlyMarked: true,
        });
      }
      if (body !== undefined && Object.keys(body).length) {
        runs.push({
          ...common,
          name: `${label} body ${Object.keys(body).join(',')}`,
          url: `${base}${path()}`,
          data: JSON.stringify(body),
        });
      }
    }
  }
  return runs;
}

function resolve(document, schema) {
  if (!schema) return undefined;
  if (schema.$ref) return resolve(document, document.components.schemas[schema.$ref.split('/').pop()]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => resolve(document, part)));
  return schema;
}

/** A valid body: every documented field with its example, enum value or an existing id (each field is then a target). */
function jsonBody(document, operation, ids) {
  const schema = resolve(document, operation.requestBody?.content?.['application/json']?.schema);
  if (!schema?.properties) return undefined;
  const body = {};
  for (const [field, property] of Object.entries(schema.properties)) {
    const value = fieldValue(field, { ...resolve(document, property), ...property }, ids);
    if (value !== undefined) body[field] = value;
  }
  return body;
}

function fieldValue(field, schema, ids) {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.format === 'uuid')
    return { categoryId: ids.destination?.categoryId, postId: ids.post?.id, couponId: ids.coupon?.id }[field];
  if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  if (schema.example !== undefined) return schema.example;
  if (/email/i.test(field)) return `sqlmap-${randomBytes(3).toString('hex')}@example.com`;
  if (/password/i.test(field)) return 'a long sqlmap passphrase';
  if (schema.type === 'boolean') return false;
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'array' || (schema.type === 'object' && schema.properties)) return undefined;
  return 'sqlmap';
}

/** The existing row a path of this template names. */
function rowOf(template, ids) {
  const [, resource] = /^\/api\/(?:admin\/)?([a-z]+)/.exec(template) ?? [];
  return {
    destinations: ids.destination,
    services: ids.service,
    categories: ids.category,
    posts: ids.post,
    comments: ids.comment,
    reports: ids.report,
    coupons: ids.coupon,
    users: ids.user,
    audit: ids.user,
  }[resource];
}

function pathValue(template, parameter, ids) {
  if (parameter.name === 'slug') return ids.service?.slug ?? 'x';
  if (parameter.name === 'serviceId') return ids.service?.id;
  if (parameter.name === 'destinationId') return ids.destination?.id;
  if (parameter.name === 'code') return 'TARA7K2M9Q';
  return rowOf(template, ids)?.id ?? '00000000-0000-4000-8000-00000000dead';
}

/** A value that finds rows: taken from an existing row where the parameter filters on one of its fields. */
function queryValue(document, template, parameter, ids) {
  const schema = resolve(document, parameter.schema) ?? {};
  const row = rowOf(template, ids) ?? {};
  if (parameter.name === 'limit') return 5;
  if (parameter.name === 'offset') return 0;
  if (parameter.name === 'search') return firstWord(row.name ?? row.content ?? row.email ?? row.reason ?? 'a');
  if (parameter.name === 'categoryId' && row.categoryId) return row.categoryId;
  if (parameter.name === 'serviceId' && ids.service) return ids.service.id;
  if (parameter.name === 'destinationId' && ids.destination) return ids.destination.id;
  if (parameter.name === 'type' && row.type) return row.type;
  if (/^(actorId|targetUserId|userId)$/.test(parameter.name)) return ids.me.id;
  if (schema.enum?.length) return schema.enum[0];
  if (parameter.example !== undefined) return parameter.example;
  if (schema.example !== undefined) return schema.example;
  if (schema.type === 'integer') return schema.minimum ?? 0;
  return 'a';
}

function firstWord(text) {
  return (
    String(text)
      .split(/\s+/)
      .find((word) => word.length >= 3) ?? 'a'
  );
}
