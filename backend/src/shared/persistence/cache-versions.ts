import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config.js';
import { Clock } from '../time/clock.js';

/**
 * What a cached public read or a kept read depends on: a table whose every write bumps its version (migration
 * 1795309920000); 'posts' also moves with the authors' names and the posts' photos (migration 1795310300000);
 * 'reviews' with the reviewers' names and the set of places (migration 1795320600000).
 */
export const CACHE_SCOPES = ['destinations', 'services', 'categories', 'coupons', 'posts', 'reviews'] as const;
export type CacheScope = (typeof CACHE_SCOPES)[number];

/**
 * The versions of the cached scopes, as this process knows them (issue 13.4): an ETag carries them, so a write
 * anywhere makes the next read fresh. `current` answers undefined while they are not known (then nothing is cached).
 */
export abstract class CacheVersions {
  private readonly reloadListeners: Array<() => void> = [];

  /**
   * e.g. 'a889120-destinations.l41-categories.n7'; undefined: not known right now (do not cache). Besides the
   * versions of the scopes it carries the age bucket (docs/caching.md): whatever keeps something under this key
   * (kept answers, KeptReads, the first paint) reads it again at least every KEPT_ANSWER_MAX_AGE_MS.
   */
  abstract current(scopes: readonly CacheScope[]): string | undefined;
  /**
   * The versions alone, without the age bucket, for a cache that bounds the age of each entry itself from when it was
   * kept (PublicAnswers: no two answers expire together); undefined exactly when `current` is.
   */
  versionsOf(scopes: readonly CacheScope[]): string | undefined {
    return this.current(scopes);
  }
  /** Catches up with the writes committed so far (after a write of this process: its own next read must see it at once). */
  abstract reload(): Promise<void>;

  /** `listener` runs each time the versions are loaded anew (a reconnection): whatever was kept must be dropped. */
  onReload(listener: () => void): void {
    this.reloadListeners.push(listener);
  }

  protected announceReload(): void {
    for (const listener of this.reloadListeners) listener();
  }
}

const CHANNEL = 'cache_versions';
const RECONNECT_MS = 2_000;
/** The listening connection's name in pg_stat_activity (operators and the cluster test find it by it). */
export const CACHE_LISTENER_APPLICATION_NAME = 'tara-pampanga-cache-versions';

/**
 * The versions from PostgreSQL: each statement that writes a cached table takes a new value of one sequence (never
 * blocks) and NOTIFYs `cache_versions` with 'scope:value' (a statement trigger), delivered at commit. This process
 * LISTENs on its own connection, so every replica learns of a write within milliseconds, without a query per request.
 *
 * On each (re)load every scope starts from 'l' + a new value of the sequence (nextval: never a value an earlier load
 * or notification had, so no version, hence no ETag or kept answer, of before a reconnection can come back), and the
 * caches are told to drop what they kept (onReload); a notification sets its scope to 'n' + the value it carries.
 *
 * Bounded staleness (issue 28.9, docs/caching.md):
 * - every `heartbeatMs` a round trip (SELECT 1) goes over the listening connection: PostgreSQL delivers every
 *   notification committed before it first, so an answer proves the versions were complete when it was sent. No answer
 *   within `timeoutMs` (a half-open socket, a stuck server): the connection is dropped and made again;
 * - `current` answers undefined (nothing kept, every answer built) unless a round trip sent within the last
 *   heartbeatMs + timeoutMs came back: a silent listener cannot keep anything stale for longer;
 * - `current` carries the age bucket floor(now / maxAgeMs): nothing kept under it (KeptReads, the first paint) is
 *   used longer than maxAgeMs, whatever the versions say (a write the triggers miss included); PublicAnswers, keyed by
 *   `versionsOf`, gives each kept answer the same maximum age from when it was built;
 * - a write waits for its round trip (reload) at most `timeoutMs`, never on a broken connection: then the versions are
 *   dropped and the writer's next read is built afresh;
 * - the socket has TCP keepalive on.
 */
@Injectable()
export class PgCacheVersions extends CacheVersions implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('CacheVersions');
  private versions: Map<string, string> | undefined;
  private client: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  /** When the last round trip that came back was sent (ms): the versions hold every write committed before it. */
  private confirmedAt = -Infinity;
  /** The last reload round trip sent (settled or not), and the one callers wait for that leaves after it. */
  private lastTrip: Promise<void> = Promise.resolve();
  private nextTrip: Promise<void> | undefined;
  private readonly maxAgeMs: number;
  private readonly heartbeatMs: number;
  private readonly timeoutMs: number;

  constructor(
    private readonly dataSource: DataSource,
    config: AppConfig,
    private readonly clock: Clock,
  ) {
    super();
    ({ maxAgeMs: this.maxAgeMs, heartbeatMs: this.heartbeatMs, timeoutMs: this.timeoutMs } = config.keptAnswers);
  }

  override current(scopes: readonly CacheScope[]): string | undefined {
    const now = this.clock.now().getTime();
    const versions = this.versionsAt(scopes, now);
    return versions === undefined ? undefined : `a${Math.floor(now / this.maxAgeMs)}${versions}`;
  }

  override versionsOf(scopes: readonly CacheScope[]): string | undefined {
    return this.versionsAt(scopes, this.clock.now().getTime());
  }

  private versionsAt(scopes: readonly CacheScope[], now: number): string | undefined {
    const versions = this.versions;
    if (!versions || now - this.confirmedAt > this.heartbeatMs + this.timeoutMs) return undefined;
    let key = '';
    for (const scope of scopes) key += `-${scope}.${versions.get(scope) ?? '0'}`;
    return key;
  }

  /**
   * After a write of this process has committed: one round trip on the listening connection, before whose answer
   * PostgreSQL delivers every notification committed earlier (that write's included), so its scope's version is new.
   *
   * The round trips are shared: a caller joins the next one that has not been sent yet (sent once the one in flight
   * has come back), never the one in flight, which may have left before its write committed. So there are at most two
   * at any time however many writes finish together; one per write queued them all on this one connection and bounded
   * every write endpoint of a scope by its round-trip rate (coupon claims: about 200 a second). Each round trip gives up
   * after timeoutMs (the connection is then dropped, and the next caller finds none and goes on at once).
   */
  override reload(): Promise<void> {
    if (!this.client) return Promise.resolve();
    this.nextTrip ??= this.lastTrip.then(() => {
      this.nextTrip = undefined;
      this.lastTrip = this.roundTrip();
      return this.lastTrip;
    });
    return this.nextTrip;
  }

  private async roundTrip(): Promise<void> {
    const client = this.client;
    if (!client) return;
    const sentAt = this.clock.now().getTime();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.timeoutMs);
    });
    const answered = client.query('SELECT 1').then(
      () => 'ok' as const,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    try {
      const outcome = await Promise.race([answered, timedOut]);
      if (outcome === 'ok') {
        if (this.client === client) this.confirmedAt = Math.max(this.confirmedAt, sentAt);
      } else {
        this.drop(client, outcome === 'timeout' ? `no answer within ${this.timeoutMs} ms` : outcome);
      }
    } finally {
      clearTimeout(timer);
    }
  }

  async onModuleInit(): Promise<void> {
    await this.connect();
    this.heartbeat = setInterval(() => void this.reload(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    await this.client?.end().catch(() => undefined);
  }

  /**
   * Gives up on `client` (it failed, or did not answer in time): nothing is kept until a new connection has loaded the
   * versions again. Its socket is destroyed, not ended: on a half-open connection an orderly end would wait for TCP.
   */
  private drop(client: pg.Client, reason: string): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.versions = undefined;
    this.confirmedAt = -Infinity;
    this.discard(client);
    this.logger.warn(`Listening for writes stopped (${reason}): nothing kept until it is back`);
    this.reconnectLater();
  }

  private discard(client: pg.Client): void {
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    void client.end().catch(() => undefined);
  }

  private reconnectLater(): void {
    if (this.closed) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.connect(), RECONNECT_MS);
    this.retry.unref();
  }

  private async connect(): Promise<void> {
    if (this.closed || this.client) return;
    const url = (this.dataSource.options as { url?: string }).url;
    const client = new pg.Client({
      connectionString: url,
      application_name: CACHE_LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: this.connectTimeoutMs,
    });
    client.on('error', (error) => this.drop(client, error.message));
    client.on('end', () => this.drop(client, 'connection closed'));
    client.on('notification', ({ channel, payload }) => {
      if (channel !== CHANNEL || !payload || !this.versions || this.client !== client) return;
      const at = payload.lastIndexOf(':');
      this.versions.set(payload.slice(0, at), `n${payload.slice(at + 1)}`);
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      // Connecting, LISTEN and the load together: a server that accepts and then says nothing is given up on too.
      await Promise.race([
        (async () => {
          await client.connect();
          this.client = client;
          await client.query(`LISTEN ${CHANNEL}`);
          await this.load(client);
        })(),
        new Promise((_resolve, reject) => {
          timer = setTimeout(
            () => reject(new Error(`not listening within ${this.connectTimeoutMs} ms`)),
            this.connectTimeoutMs,
          );
        }),
      ]);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (this.client === client) {
        this.drop(client, reason);
      } else {
        this.discard(client);
        if (!this.closed) this.logger.warn(`Could not listen for writes (${reason}): nothing kept until it can`);
        this.reconnectLater();
      }
    } finally {
      clearTimeout(timer);
    }
  }

  private get connectTimeoutMs(): number {
    return Math.max(5_000, this.timeoutMs);
  }

  private async load(client: pg.Client): Promise<void> {
    const sentAt = this.clock.now().getTime();
    const { rows } = await client.query<{ value: string }>(`SELECT nextval('cache_version_seq')::text AS value`);
    if (this.client !== client) return;
    const loaded = `l${rows[0].value}`;
    this.versions = new Map(CACHE_SCOPES.map((scope) => [scope, loaded]));
    this.confirmedAt = sentAt;
    this.announceReload();
  }
}
