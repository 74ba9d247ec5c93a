import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';

/**
 * What a cached public read or a kept read depends on: a table whose every write bumps its version (migration
 * 1795309920000); 'posts' also moves with the authors' names and the posts' photos (migration 1795310300000).
 */
export const CACHE_SCOPES = ['destinations', 'services', 'categories', 'coupons', 'posts'] as const;
export type CacheScope = (typeof CACHE_SCOPES)[number];

/**
 * The versions of the cached scopes, as this process knows them (issue 13.4): an ETag carries them, so a write
 * anywhere makes the next read fresh. `current` answers undefined while they are not known (then nothing is cached).
 */
export abstract class CacheVersions {
  /** e.g. 'destinations.41-categories.7'; undefined: not known right now (do not cache). */
  abstract current(scopes: readonly CacheScope[]): string | undefined;
  /** Catches up with the writes committed so far (after a write of this process: its own next read must see it at once). */
  abstract reload(): Promise<void>;
}

const CHANNEL = 'cache_versions';
const RECONNECT_MS = 2_000;

/**
 * The versions from PostgreSQL: each statement that writes destinations, services or categories takes a new value of
 * one sequence (never blocks) and NOTIFYs `cache_versions` with 'scope:value' (a statement trigger), delivered at commit.
 * This process LISTENs on its own connection, so every replica learns of a write within milliseconds, without a query
 * per request. On (re)load every scope starts from 'l' + the sequence's current value; a notification sets its scope to
 * 'n' + the value it carries, never equal to a loaded one, so that a version changes with every committed write even
 * when the sequence value was taken before the load (the write was still uncommitted then). While the connection is
 * down the versions are unknown (no caching), and they are read again when it is back.
 */
@Injectable()
export class PgCacheVersions extends CacheVersions implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('CacheVersions');
  private versions: Map<string, string> | undefined;
  private client: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  /** The last reload round trip sent (settled or not), and the one callers wait for that leaves after it. */
  private lastTrip: Promise<void> = Promise.resolve();
  private nextTrip: Promise<void> | undefined;

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  override current(scopes: readonly CacheScope[]): string | undefined {
    const versions = this.versions;
    if (!versions) return undefined;
    let key = '';
    for (const scope of scopes) key += `${key ? '-' : ''}${scope}.${versions.get(scope) ?? '0'}`;
    return key;
  }

  /**
   * After a write of this process has committed: one round trip on the listening connection, before whose answer
   * PostgreSQL delivers every notification committed earlier (that write's included), so its scope's version is new.
   *
   * The round trips are shared: a caller joins the next one that has not been sent yet (sent once the one in flight
   * has come back), never the one in flight, which may have left before its write committed. So there are at most two
   * at any time however many writes finish together; one per write queued them all on this one connection and bounded
   * every write endpoint of a scope by its round-trip rate (coupon claims: about 200 a second).
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
    try {
      await client.query('SELECT 1');
    } catch {
      this.versions = undefined;
    }
  }

  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    const client = new pg.Client({ connectionString: url, application_name: 'tara-pampanga-cache-versions' });
    const lost = (reason: string) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.versions = undefined;
      if (this.closed) return;
      this.logger.warn(`Listening for catalog writes stopped (${reason}): no HTTP caching until it is back`);
      this.retry = setTimeout(() => void this.connect(), RECONNECT_MS);
      this.retry.unref();
    };
    client.on('error', (error) => lost(error.message));
    client.on('end', () => lost('connection closed'));
    client.on('notification', ({ channel, payload }) => {
      if (channel !== CHANNEL || !payload || !this.versions) return;
      const at = payload.lastIndexOf(':');
      this.versions.set(payload.slice(0, at), `n${payload.slice(at + 1)}`);
    });
    try {
      await client.connect();
      this.client = client;
      await client.query(`LISTEN ${CHANNEL}`);
      await this.load(client);
    } catch (error) {
      lost(error instanceof Error ? error.message : String(error));
      await client.end().catch(() => undefined);
    }
  }

  private async load(client: pg.Client): Promise<void> {
    const { rows } = await client.query<{ value: string }>(`SELECT last_value::text AS value FROM cache_version_seq`);
    const loaded = `l${rows[0].value}`;
    this.versions = new Map(CACHE_SCOPES.map((scope) => [scope, loaded]));
  }
}
