import { sql, type Kysely } from 'kysely'

/**
 * Every instance keeps the set of revoked sessions in memory and checks it on each request (access tokens
 * carry their session id): PostgreSQL announces each revocation (or deleted session) on one channel.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION debrief_notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('debrief_session_revoked', OLD.id::text);
        RETURN OLD;
      END IF;
      IF NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL THEN
        PERFORM pg_notify('debrief_session_revoked', NEW.id::text);
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER sessions_revoked_notify AFTER UPDATE OF revoked_at OR DELETE ON sessions
      FOR EACH ROW EXECUTE FUNCTION debrief_notify_session_revoked();
    CREATE INDEX sessions_revoked_at_idx ON sessions (revoked_at) WHERE revoked_at IS NOT NULL;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX sessions_revoked_at_idx;
    DROP TRIGGER sessions_revoked_notify ON sessions;
    DROP FUNCTION debrief_notify_session_revoked();
  `.execute(db)
}
