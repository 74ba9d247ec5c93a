import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A credential change ends every other way in (issue 28.7): whenever an account's password hash changes (a
 * set-password link, admin:create --password on an existing account, or any later path, SQL by hand included), the
 * database deletes the account's sessions (connect-pg-simple's rows, by the user id kept in the session: the
 * user_sessions_user_id_idx index) and its API tokens, in the same transaction as the change. One rule that no code
 * path can forget; a path that signs the person in again (set-password) starts a fresh session after it.
 */
export class PasswordChangeEndsAccess1795320300000 implements MigrationInterface {
  name = 'PasswordChangeEndsAccess1795320300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION end_access_on_password_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM user_sessions WHERE sess ->> 'userId' = NEW.id::text;
        DELETE FROM api_tokens WHERE user_id = NEW.id;
        RETURN NULL;
      END
      $$
    `);
    await queryRunner.query(`
      CREATE TRIGGER users_password_change_ends_access
        AFTER UPDATE OF password_hash ON users
        FOR EACH ROW
        WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash)
        EXECUTE FUNCTION end_access_on_password_change()
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER users_password_change_ends_access ON users`);
    await queryRunner.query(`DROP FUNCTION end_access_on_password_change()`);
  }
}
