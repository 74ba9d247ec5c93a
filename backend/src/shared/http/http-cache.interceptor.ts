import {
  Injectable,
  Optional,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type OnApplicationBootstrap,
  type Type,
} from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, map, mergeMap, of, type Observable } from 'rxjs';
import { routeOf } from '../../observability/request-log.js';
import { CacheVersions, type CacheScope } from '../persistence/cache-versions.js';
import {
  CACHE_SCOPES_KEY,
  PUBLIC_CACHE_KEY,
  publicCacheRoutesNotPublic,
  type PublicCacheOptions,
} from './http-cache.js';
import { BuiltReads } from './built-first.js';
import { isSignedIn, matches, PublicAnswers, serializable } from './public-answers.js';

const SAFE = new Set(['GET', 'HEAD']);

interface Declaration {
  readonly cache?: PublicCacheOptions;
  readonly scopes?: readonly CacheScope[];
}

/** A public read's request, as the interceptor answers it. */
interface Read {
  readonly req: Request;
  readonly res: Response;
  readonly cache: PublicCacheOptions;
  readonly signedIn: boolean;
  readonly url: string;
  readonly key: string;
}

/** The one mechanism behind @PublicCache() and @CacheScopes() (a global interceptor, KernelModule). */
@Injectable()
export class HttpCacheInterceptor implements NestInterceptor, OnApplicationBootstrap {
  private readonly declarations = new WeakMap<object, Declaration>();

  constructor(
    private readonly reflector: Reflector,
    private readonly versions: CacheVersions,
    private readonly publicAnswers: PublicAnswers,
    @Optional() private readonly modules?: ModulesContainer,
    @Optional() private readonly builtReads?: BuiltReads,
  ) {}

  /**
   * Refuses to start when a @PublicCache route is not @Public: its kept answer would be answered to anyone before the
   * guard (answerFirst), whoever it was built for.
   */
  onApplicationBootstrap(): void {
    if (!this.modules) return;
    const controllers: Type[] = [];
    for (const module of this.modules.values()) {
      for (const { metatype } of module.controllers.values()) if (metatype) controllers.push(metatype as Type);
    }
    const wrong = publicCacheRoutesNotPublic(controllers);
    if (wrong.length > 0) {
      throw new Error(
        `@PublicCache routes must be @Public (their kept answers are answered before the guard): ${wrong.join(', ')}`,
      );
    }
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const { cache, scopes } = this.declarationOf(context);
    const req = context.switchToHttp().getRequest<Request>();
    if (!SAFE.has(req.method)) {
      return scopes
        ? next.handle().pipe(mergeMap((body: unknown) => from(this.versions.reload().then(() => body))))
        : next.handle();
    }
    if (!cache) return next.handle();
    const signedIn = isSignedIn(req);
    const res = context.switchToHttp().getResponse<Response>();
    if (cache.signedOutOnly && signedIn) {
      // Theirs alone: no shared cache keeps it, and their browser asks again each time.
      res.setHeader('Cache-Control', 'private, no-cache');
      return next.handle();
    }
    if (cache.notKeptWith?.some((name) => Object.hasOwn(req.query, name))) {
      return next.handle().pipe(
        map((body: unknown) => {
          PublicAnswers.setHeaders(res, undefined, cache, signedIn);
          return body;
        }),
      );
    }
    const url = req.originalUrl;
    const key = this.publicAnswers.keyOf(cache, url);
    if (key === undefined) return next.handle();
    const read: Read = { req, res, cache, signedIn, url, key };
    return this.answerKept(read) ?? this.buildAndKeep(read, context, next);
  }

  /**
   * The kept answer of a public read, if any. A public read answers the same to everyone (what @PublicCache declares,
   * and @Public with it), so signed-in callers, past the session and the guard (both ran for them), get kept answers
   * and keep theirs, with their own Cache-Control: members browsing refill the cache after a write or a new bucket as
   * visitors do. Only a signed-out request (let in by the guard as anonymous) teaches answerFirst a URL.
   */
  private answerKept({ req, res, cache, signedIn, url, key }: Read): Observable<unknown> | undefined {
    const kept = this.publicAnswers.answers.get(key);
    if (!kept) return undefined;
    if (!signedIn) this.publicAnswers.learn(url, cache, routeOf(req));
    if (matches(req.headers['if-none-match'], kept.etag)) {
      PublicAnswers.setHeaders(res, kept.etag, cache, signedIn);
      // No body: Express sees the request is fresh (If-None-Match = ETag) and answers 304.
      return of(undefined);
    }
    PublicAnswers.replay(res, kept, cache, signedIn);
    return of(kept.answer.body);
  }

  /** Runs the handler, then gives its answer an ETag and keeps it (unless it is not a 200 with a body to keep). */
  private buildAndKeep(
    { req, res, cache, signedIn, url, key }: Read,
    context: ExecutionContext,
    next: CallHandler,
  ): Observable<unknown> {
    const before = new Set(res.getHeaderNames());
    const builtAt = this.publicAnswers.now();
    return next.handle().pipe(
      map((body: unknown) => {
        if (res.statusCode !== 200 || !serializable(body)) {
          PublicAnswers.setHeaders(res, undefined, cache, signedIn);
          return body;
        }
        // Sent as is; Express answers 304 instead when the request's If-None-Match has its ETag.
        const text = this.publicAnswers.finishBuilt(
          { res, cache, signedIn, url, key, route: routeOf(req) },
          body,
          before,
          builtAt,
        );
        // A signed-out GET Nest answered: its path's next answers may be built before Express (built-first.ts).
        if (!signedIn && req.method === 'GET') this.builtReads?.learn(req, context, cache);
        return text;
      }),
    );
  }

  private declarationOf(context: ExecutionContext): Declaration {
    const handler = context.getHandler();
    let declaration = this.declarations.get(handler);
    if (!declaration) {
      declaration = {
        cache: this.reflector.get<PublicCacheOptions | undefined>(PUBLIC_CACHE_KEY, handler),
        scopes: this.reflector.get<CacheScope[] | undefined>(CACHE_SCOPES_KEY, context.getClass()),
      };
      this.declarations.set(handler, declaration);
    }
    return declaration;
  }
}
