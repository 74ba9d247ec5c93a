import type { Request } from 'express';

/** The token of `Authorization: Bearer <token>`; undefined without one (other schemes are ignored). */
export function bearerToken(req: Pick<Request, 'headers'>): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : undefined;
}
