import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, type ExecutionContext, type PipeTransform, type Type } from '@nestjs/common';
import {
  GUARDS_METADATA,
  HEADERS_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  PIPES_METADATA,
  REDIRECT_METADATA,
  RENDER_METADATA,
  RESPONSE_PASSTHROUGH_METADATA,
  ROUTE_ARGS_METADATA,
  SCOPE_OPTIONS_METADATA,
  SSE_METADATA,
} from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModuleRef } from '@nestjs/core';
import type { Request } from 'express';
import { routeOf } from '../../observability/request-log.js';
import { currentUserOf } from '../auth/auth.decorators.js';
import { rateLimitBucketOf } from './rate-limit/rate-limit.decorator.js';
import { encodeBody, keptEncodingFor } from './content-encoding.js';
import type { PublicCacheOptions } from './http-cache.js';
import { isSignedIn, matches, PublicAnswers, serializable } from './public-answers.js';
import { requestPipes } from './request-pipes.js';

/** How many paths are remembered (then forgotten all at once, and learned again as Nest answers them). */
const MAX_LEARNED_PATHS = 10_000;
/** How many URLs' validated arguments are remembered (then forgotten all at once). */
const MAX_VALIDATED_URLS = 2_000;

/** One argument of a handler, as Nest would give it: the query (or one of its keys), a path parameter, the response. */
type Argument =
  | { readonly from: 'query' | 'param'; readonly data: string | undefined; readonly metatype: Type | undefined }
  | { readonly from: 'caller'; readonly data: undefined; readonly metatype: Type | undefined }
  | { readonly from: 'response' };

/** A handler that can be called here: a singleton controller's method whose arguments are only those. */
interface Callable {
  readonly instance: Record<string, (...args: unknown[]) => unknown>;
  readonly method: string;
  readonly args: readonly Argument[];
}

/** A URL's query and the arguments the pipes made of it, for that handler. */
interface Validated {
  readonly callable: Callable;
  readonly query: Readonly<Record<string, unknown>>;
  readonly args: readonly unknown[];
}

/** A path Nest answered with a public read to a signed-out caller: its handler, declaration, route and parameters. */
interface LearnedPath {
  readonly callable: Callable;
  readonly cache: PublicCacheOptions;
  readonly route: string;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * Built answers before Express (issue 34.4): a signed-out GET of a path that Nest has answered with a public read
 * (@PublicCache, so @Public: checked at start) runs that route's handler here, with its query and path parameters
 * through the same global pipes (StorableTextPipe and class-validator, requestPipes()), and finishes its answer as the
 * interceptor does (PublicAnswers.finishBuilt: ETag, Cache-Control, Vary, kept), then compresses it in one go as the
 * compression middleware would (br 4, gzip, deflate over 1 kB) and sends it: no Express request set-up, router,
 * middleware chain, guards, interceptors or RxJS. Routing is Express's own: a path is only learned from a request
 * Express routed to that handler (same method and path, same route), and forgotten when answering fails.
 *
 * Only what a signed-out caller's public read goes through is skipped: the session middleware (none without a
 * cookie), the auth guard (a @Public route lets an anonymous GET in, and its cross-site check is for unsafe
 * methods), the rate-limit guard (handlers with a @RateLimit bucket are never learned), the body parsers (requests
 * with a body go to Express). Handlers with their own guards, interceptors, pipes, headers, status code, or arguments
 * other than @Query(), @Param() and @Res({ passthrough: true }) are never learned. Anything else goes to Express as
 * before: a signed-in caller, HEAD, a body, an unknown path, and any request whose validation or handler throws (run
 * again by Express, which renders the error: a GET changes nothing).
 */
@Injectable()
export class BuiltReads {
  private readonly paths = new Map<string, LearnedPath>();
  private readonly callables = new WeakMap<object, Callable | null>();
  /**
   * The query and the arguments the pipes made of a URL, by URL: the pipes give the same for the same URL (what they
   * check and transform is in it), so each URL goes through class-validator once; frozen, as the handlers only read them.
   */
  private readonly validated = new Map<string, Validated>();
  private readonly pipes: PipeTransform[] = requestPipes();
  private queryParser: (query: string) => Record<string, unknown> = () => ({});

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly publicAnswers: PublicAnswers,
  ) {}

  /** Express's own query parser (the app's 'query parser fn'), so that a query reaches the pipes as Nest's would. */
  useQueryParser(parse: (query: string) => Record<string, unknown>): void {
    this.queryParser = parse;
  }

  /** Forgets every learned path (tests: the next answer of each is Nest's again). */
  forget(): void {
    this.paths.clear();
    this.validated.clear();
  }

  /** Remembers the path of a signed-out GET that Nest just answered 200 through a @PublicCache handler (the interceptor). */
  learn(req: Request, context: ExecutionContext, cache: PublicCacheOptions): void {
    const callable = this.callableOf(context);
    const path = pathOf(req.originalUrl);
    if (!callable || this.paths.get(path)?.callable === callable) return;
    if (this.paths.size >= MAX_LEARNED_PATHS) this.paths.clear();
    this.paths.set(path, { callable, cache, route: routeOf(req), params: { ...req.params } as Record<string, string> });
  }

  /**
   * Takes a signed-out GET of a learned path (true), answers it when it can, and else hands it to `fallback` (Express)
   * untouched; false: not taken. `prelude` runs first, as it does for every answer (headers, request id, log, metrics);
   * `fallback` must then skip it (answerKeptFirst marks such requests).
   */
  take(
    req: IncomingMessage,
    res: ServerResponse,
    prelude: (req: IncomingMessage, res: ServerResponse) => void,
    fallback: (req: IncomingMessage, res: ServerResponse) => void,
  ): boolean {
    if (req.method !== 'GET' || req.url === undefined || isSignedIn(req) || hasBody(req)) return false;
    const path = pathOf(req.url);
    const learned = this.paths.get(path);
    if (!learned) return false;
    Object.assign(req, { originalUrl: req.url, baseUrl: '', route: { path: learned.route } });
    prelude(req, res);
    const before = new Set(res.getHeaderNames());
    this.answer(req, res, learned, before).catch(() => {
      // Express answers it (the validation's 400, the handler's error), from the headers the prelude set.
      this.paths.delete(path);
      for (const name of res.getHeaderNames()) if (!before.has(name)) res.removeHeader(name);
      res.statusCode = 200;
      fallback(req, res);
    });
    return true;
  }

  private async answer(
    req: IncomingMessage,
    res: ServerResponse,
    { callable, cache, route, params }: LearnedPath,
    before: ReadonlySet<string>,
  ): Promise<void> {
    const url = req.url!;
    const known = this.validated.get(url);
    const { query, args } = known?.callable === callable ? known : await this.validate(url, callable, params);
    const handlerArgs = callable.args.map((argument, index) => (argument.from === 'response' ? res : args[index]));
    const key = cache.notKeptWith?.some((name) => Object.hasOwn(query, name))
      ? null
      : this.publicAnswers.keyOf(cache, url);
    // A kept answer appeared meanwhile (or a HEAD taught it): the interceptor's path answers that one.
    if (key && this.publicAnswers.answers.get(key)) throw new Error('kept meanwhile');
    const builtAt = this.publicAnswers.now();
    const body = await callable.instance[callable.method](...handlerArgs);
    if (res.statusCode !== 200 || !serializable(body)) throw new Error('not a JSON answer');
    let text: string;
    if (key) {
      text = this.publicAnswers.finishBuilt({ res, cache, signedIn: false, url, key, route }, body, before, builtAt);
    } else {
      // As the interceptor answers these: Cache-Control and Vary but no ETag (near: never kept), or nothing at all
      // (the versions unknown: no caching).
      if (key === null) PublicAnswers.setHeaders(res, undefined, cache, false);
      if (typeof body !== 'string') res.setHeader('Content-Type', 'application/json; charset=utf-8');
      text = typeof body === 'string' ? body : JSON.stringify(body);
    }
    send(req, res, text);
  }

  /** The query of a URL and the arguments the pipes make of it (StorableTextPipe, class-validator): thrown when refused. */
  private async validate(
    url: string,
    callable: Callable,
    params: Readonly<Record<string, string>>,
  ): Promise<Validated> {
    const mark = url.indexOf('?');
    const query = this.queryParser(mark === -1 ? '' : url.slice(mark + 1));
    const args: unknown[] = [];
    for (const [index, argument] of callable.args.entries()) {
      if (argument.from === 'response') continue;
      // @CurrentUser() of a signed-out caller: undefined, through the pipes as a custom argument (as Nest does).
      const source: Record<string, unknown> = argument.from === 'query' ? query : params;
      let value: unknown =
        argument.from === 'caller' ? undefined : argument.data === undefined ? source : source[argument.data];
      const type = argument.from === 'caller' ? 'custom' : argument.from;
      const metadata = { type, metatype: argument.metatype, data: argument.data } as const;
      for (const pipe of this.pipes) value = await pipe.transform(value, metadata);
      args[index] = typeof value === 'object' && value !== null ? Object.freeze(value) : value;
    }
    const validated = { callable, query: Object.freeze(query), args: Object.freeze(args) };
    if (this.validated.size >= MAX_VALIDATED_URLS) this.validated.clear();
    this.validated.set(url, validated);
    return validated;
  }

  /** The handler of a context, when it can be called here (read once per handler). */
  private callableOf(context: ExecutionContext): Callable | undefined {
    const handler = context.getHandler() as (...args: unknown[]) => unknown;
    let callable = this.callables.get(handler);
    if (callable === undefined) {
      callable = this.readCallable(context.getClass(), handler) ?? null;
      this.callables.set(handler, callable);
    }
    return callable ?? undefined;
  }

  private readCallable(controller: Type, handler: (...args: unknown[]) => unknown): Callable | undefined {
    const method = handler.name;
    const own = (key: string, target: object) => Reflect.getMetadata(key, target) as unknown;
    for (const key of [GUARDS_METADATA, INTERCEPTORS_METADATA, PIPES_METADATA]) {
      if (isNonEmpty(own(key, handler)) || isNonEmpty(own(key, controller))) return undefined;
    }
    for (const key of [HEADERS_METADATA, HTTP_CODE_METADATA, REDIRECT_METADATA, RENDER_METADATA, SSE_METADATA]) {
      if (isNonEmpty(own(key, handler))) return undefined;
    }
    if (rateLimitBucketOf(handler) !== undefined) return undefined;
    const scope = own(SCOPE_OPTIONS_METADATA, controller) as { scope?: number } | undefined;
    if (scope?.scope) return undefined;
    const declared = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
      string,
      { index: number; data?: unknown; pipes?: unknown[]; factory?: unknown }
    >;
    const types = (Reflect.getMetadata('design:paramtypes', controller.prototype as object, method) ?? []) as Type[];
    const args: Argument[] = [];
    for (const [key, { index, data, pipes, factory }] of Object.entries(declared)) {
      const type = Number(key.split(':')[0]) as RouteParamtypes;
      if ((pipes?.length ?? 0) > 0 || (data !== undefined && typeof data !== 'string')) return undefined;
      if (factory !== undefined) {
        if (factory !== currentUserOf || data !== undefined) return undefined;
        args[index] = { from: 'caller', data: undefined, metatype: types[index] };
      } else if (type === RouteParamtypes.QUERY || type === RouteParamtypes.PARAM) {
        args[index] = {
          from: type === RouteParamtypes.QUERY ? 'query' : 'param',
          data,
          metatype: types[index],
        };
      } else if (
        type === RouteParamtypes.RESPONSE &&
        Reflect.getMetadata(RESPONSE_PASSTHROUGH_METADATA, controller, method)
      ) {
        args[index] = { from: 'response' };
      } else {
        return undefined;
      }
    }
    if (args.length !== handler.length || args.some((arg) => arg === undefined)) return undefined;
    let instance: Callable['instance'];
    try {
      instance = this.moduleRef.get(controller, { strict: false });
    } catch {
      return undefined;
    }
    return typeof instance?.[method] === 'function' ? { instance, method, args } : undefined;
  }
}

/** Sends a built answer as Express and the compression middleware would: 304 when fresh, else compressed when asked. */
function send(req: IncomingMessage, res: ServerResponse, text: string): void {
  const etag = res.getHeader('ETag');
  if (typeof etag === 'string' && fresh(req, etag)) {
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Length');
    res.removeHeader('Transfer-Encoding');
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = keptEncodingFor(req.headers['accept-encoding'], text);
  const body = encoding ? encodeBody(text, encoding) : text;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.statusCode = 200;
  res.end(body);
}

/** Express's req.fresh for an answer with this ETag (no Last-Modified): If-None-Match has it, unless Cache-Control: no-cache. */
function fresh(req: IncomingMessage, etag: string): boolean {
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false;
  return matches(req.headers['if-none-match'], etag);
}

function isNonEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function hasBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

function pathOf(url: string): string {
  const mark = url.indexOf('?');
  return mark === -1 ? url : url.slice(0, mark);
}
