import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts and sign-in (issue 3): users (emails stored lower-case, unique; searchable by name and email through
 * a pg_trgm index), user_sessions (connect-pg-simple's table, created here rather than by the store), api_tokens
 * and password_tokens (SHA-256 hashes only), user_identities (OpenID Connect links), login_failures (sign-in
 * rate limit counters shared by every replica) and audit_log (who changed which account, and why).
 */
export class CreateUsers1795309600000 implements MigrationInterface {
  name = 'CreateUsers1795309600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        email text NOT NULL,
        first_name text,
        last_name text,
        profile_image_url text,
        role text NOT NULL DEFAULT 'user',
        password_hash text,
        is_banned boolean NOT NULL DEFAULT false,
        is_suspended boolean NOT NULL DEFAULT false,
        suspended_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_pkey PRIMARY KEY (id),
        CONSTRAINT users_email_key UNIQUE (email),
        CONSTRAINT users_email_lower_check CHECK ("email" = lower("email")),
        CONSTRAINT users_role_check CHECK ("role" IN ('user', 'editor', 'moderator', 'admin', 'verified_blogger')),
        CONSTRAINT users_suspension_check CHECK (NOT "is_suspended" OR "suspended_until" IS NOT NULL)
      )
    `);
    await queryRunner.query(`CREATE INDEX users_created_at_id_idx ON users (created_at, id)`);
    await queryRunner.query(`CREATE INDEX users_role_idx ON users (role)`);
    // GET /api/users?search=: the same expression as TypeOrmUserRepository's WHERE, so ILIKE '%term%' uses it.
    await queryRunner.query(`
      CREATE INDEX users_search_trgm_idx ON users
      USING gin ((lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email)) gin_trgm_ops)
    `);

    await queryRunner.query(`
      CREATE TABLE user_sessions (
        sid varchar NOT NULL,
        sess jsonb NOT NULL,
        expire timestamptz NOT NULL,
        CONSTRAINT user_sessions_pkey PRIMARY KEY (sid)
      )
    `);
    await queryRunner.query(`CREATE INDEX user_sessions_expire_idx ON user_sessions (expire)`);
    await queryRunner.query(`CREATE INDEX user_sessions_user_id_idx ON user_sessions ((sess ->> 'userId'))`);

    await queryRunner.query(`
      CREATE TABLE api_tokens (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name text NOT NULL,
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        CONSTRAINT api_tokens_pkey PRIMARY KEY (id),
        CONSTRAINT api_tokens_token_hash_key UNIQUE (token_hash),
        CONSTRAINT api_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )
    `);
    await queryRunner.query(`CREATE INDEX api_tokens_user_id_idx ON api_tokens (user_id)`);

    await queryRunner.query(`
      CREATE TABLE password_tokens (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        CONSTRAINT password_tokens_pkey PRIMARY KEY (id),
        CONSTRAINT password_tokens_token_hash_key UNIQUE (token_hash),
        CONSTRAINT password_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )
    `);
    await queryRunner.query(`CREATE INDEX password_tokens_user_id_idx ON password_tokens (user_id)`);

    await queryRunner.query(`
      CREATE TABLE user_identities (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        issuer text NOT NULL,
        subject text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT user_identities_pkey PRIMARY KEY (id),
        CONSTRAINT user_identities_issuer_subject_key UNIQUE (issuer, subject),
        CONSTRAINT user_identities_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )
    `);
    await queryRunner.query(`CREATE INDEX user_identities_user_id_idx ON user_identities (user_id)`);

    await queryRunner.query(`
      CREATE TABLE login_failures (
        key text NOT NULL,
        failures integer NOT NULL,
        window_started_at timestamptz NOT NULL,
        CONSTRAINT login_failures_pkey PRIMARY KEY (key),
        CONSTRAINT login_failures_failures_check CHECK ("failures" > 0)
      )
    `);
    await queryRunner.query(`CREATE INDEX login_failures_window_started_at_idx ON login_failures (window_started_at)`);

    await queryRunner.query(`
      CREATE TABLE audit_log (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        actor_id uuid,
        action text NOT NULL,
        target_user_id uuid,
        details jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT audit_log_pkey PRIMARY KEY (id),
        CONSTRAINT audit_log_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES users (id) ON DELETE SET NULL,
        CONSTRAINT audit_log_target_user_id_fkey FOREIGN KEY (target_user_id) REFERENCES users (id) ON DELETE SET NULL
      )
    `);
    await queryRunner.query(`CREATE INDEX audit_log_target_user_id_idx ON audit_log (target_user_id)`);
    await queryRunner.query(`CREATE INDEX audit_log_created_at_idx ON audit_log (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE audit_log`);
    await queryRunner.query(`DROP TABLE login_failures`);
    await queryRunner.query(`DROP TABLE user_identities`);
    await queryRunner.query(`DROP TABLE password_tokens`);
    await queryRunner.query(`DROP TABLE api_tokens`);
    await queryRunner.query(`DROP TABLE user_sessions`);
    await queryRunner.query(`DROP TABLE users`);
  }
}
