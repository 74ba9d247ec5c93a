import http from 'node:http';
import type { DataSource } from 'typeorm';
import { MIGRATIONS_TABLE } from '../../src/database/data-source-options.js';

export interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly text: string;
}

/** One HTTP request with exactly these headers and body (no client-side defaults), on a keep-alive agent. */
export function rawRequest(
  agent: http.Agent,
  port: number,
  request: { method: string; path: string; headers: Record<string, string>; body?: string | Buffer; chunked?: boolean },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const body =
      request.body === undefined
        ? undefined
        : Buffer.isBuffer(request.body)
          ? request.body
          : Buffer.from(request.body, 'utf8');
    const headers: Record<string, string | number> = { ...request.headers };
    // Node's client sends a DELETE or GET body chunked only when told to.
    if (body !== undefined)
      Object.assign(headers, request.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': body.length });
    let settled = false;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers,
        agent,
        insecureHTTPParser: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          settled = true;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', (error) => {
          if (!settled) reject(error);
        });
      },
    );
    // The server may answer (413) and stop reading before the whole body is sent: a write error then is expected.
    req.on('error', (error) => {
      if (!settled) setTimeout(() => (settled ? undefined : reject(error)), 200);
    });
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The documented error body: exactly { statusCode, code, message, details? } (src/shared/http/error.response.ts). */
export function errorShapeProblem(response: RawResponse): string | undefined {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json'))
    return `content-type ${type || '(none)'}, body ${JSON.stringify(response.text.slice(0, 120))}`;
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    return `body is not JSON: ${JSON.stringify(response.text.slice(0, 120))}`;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return `body is not an object: ${response.text.slice(0, 120)}`;
  const record = body as Record<string, unknown>;
  const extra = Object.keys(record).filter((key) => !['statusCode', 'code', 'message', 'details'].includes(key));
  if (extra.length) return `unexpected keys ${extra.join(', ')}: ${response.text.slice(0, 200)}`;
  if (record.statusCode !== response.status)
    return `statusCode ${String(record.statusCode)} differs from the HTTP status ${response.status}`;
  if (typeof record.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(record.code))
    return `code ${JSON.stringify(record.code)} is not an UPPER_CASE string`;
  if (typeof record.message !== 'string' || record.message.length === 0)
    return `message ${JSON.stringify(record.message)} is not a non-empty string`;
  if (
    record.details !== undefined &&
    (record.details === null || typeof record.details !== 'object' || Array.isArray(record.details))
  ) {
    return `details is not an object: ${JSON.stringify(record.details).slice(0, 120)}`;
  }
  return undefined;
}

/**
 * A fingerprint of every application table: its row count and a hash of its rows (bytea columns left out), in one
 * query. Tables in `countOnly` (the session store, whose expiry rolls on every request) are compared by count.
 */
export async function fingerprintQuery(
  dataSource: DataSource,
  countOnly: readonly string[],
): Promise<() => Promise<Map<string, string>>> {
  const columns: Array<{ table_name: string; column_name: string }> = await dataSource.query(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.table_name <> $1 AND c.data_type <> 'bytea'
      ORDER BY c.table_name, c.ordinal_position`,
    [MIGRATIONS_TABLE],
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns)
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const parts = [...byTable.entries()].map(([table, cols]) => {
    const hash = countOnly.includes(table)
      ? `''`
      : `md5(coalesce(string_agg(md5(row(${cols.map((c) => `x.${quote(c)}`).join(', ')})::text), ',' ORDER BY md5(row(${cols.map((c) => `x.${quote(c)}`).join(', ')})::text)), ''))`;
    return `SELECT '${table}' AS t, count(*)::text || ':' || ${hash} AS f FROM ${quote(table)} x`;
  });
  const sql = parts.join(' UNION ALL ');
  return async () => {
    const rows: Array<{ t: string; f: string }> = await dataSource.query(sql);
    return new Map(rows.map((row) => [row.t, row.f]));
  };
}

/** Tables whose fingerprint differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}
