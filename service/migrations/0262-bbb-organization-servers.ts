import { sql, type Kysely } from 'kysely'

/**
 * An organization may register its own BigBlueButton servers, as Scalelite tenants do: `org_id` is the owner, null
 * for the platform's shared servers (the superadmin's). A URL is unique per owner, so one organization's
 * registration never reveals or blocks another's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bbb_servers ADD COLUMN org_id uuid REFERENCES organizations(id) ON DELETE CASCADE`.execute(db)
  await sql`DROP INDEX bbb_servers_url_idx`.execute(db)
  await sql`CREATE UNIQUE INDEX bbb_servers_url_idx
            ON bbb_servers (coalesce(org_id, '00000000-0000-0000-0000-000000000000'::uuid), lower(url))`.execute(db)
  await sql`CREATE INDEX bbb_servers_org_idx ON bbb_servers (org_id) WHERE org_id IS NOT NULL`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX bbb_servers_org_idx`.execute(db)
  await sql`DROP INDEX bbb_servers_url_idx`.execute(db)
  // Organizations' servers go with the column (their conferences first: a conference keeps its server).
  await sql`DELETE FROM bbb_conferences WHERE server_id IN (SELECT id FROM bbb_servers WHERE org_id IS NOT NULL)`.execute(
    db,
  )
  await sql`DELETE FROM bbb_servers WHERE org_id IS NOT NULL`.execute(db)
  await sql`CREATE UNIQUE INDEX bbb_servers_url_idx ON bbb_servers (lower(url))`.execute(db)
  await sql`ALTER TABLE bbb_servers DROP COLUMN org_id`.execute(db)
}
