import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger as Pino } from 'pino';

/** An incoming X-Request-Id is kept when it is a plausible id (nginx's $request_id is 32 hex digits); else a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export interface RequestWithId extends Request {
  id?: string;
  user?: { id: string };
}

/** The request's id: the one the web server assigned (X-Request-Id), else a new UUID. */
export function requestIdOf(req: Request): string {
  const incoming = req.headers['x-request-id'];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * Gives every request its id (answered in X-Request-Id, so a user's report can be found in the logs) and, when `log`
 * is given, writes one JSON line when the response is done: reqId, method, path (no query string: it may carry search
 * words), the matched route, status, durationMs and the user's id. Never headers, cookies, tokens or bodies.
 */
export function requestIds(log?: Pino) {
  return (req: RequestWithId, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    const id = requestIdOf(req);
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (log) {
      res.once('finish', () => {
        const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
        log.info(
          {
            reqId: id,
            method: req.method,
            path: req.originalUrl.split('?')[0],
            route: routeOf(req),
            status: res.statusCode,
            durationMs: Math.round(durationMs * 100) / 100,
            userId: req.user?.id ?? null,
          },
          'request',
        );
      });
    }
    next();
  };
}

/** The route pattern that answered ('/api/posts/:id'), or a fixed label so that metrics stay bounded. */
export function routeOf(req: Request): string {
  const route = (req as { route?: { path?: string } }).route?.path;
  // A wildcard is Nest's catch-all of unknown paths (404), not a route of ours.
  if (route && !route.includes('*')) return `${req.baseUrl}${route}`;
  return req.originalUrl.startsWith('/api/') || req.originalUrl === '/api' ? 'unmatched' : 'static';
}
