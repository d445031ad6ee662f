import { sql, type Kysely } from 'kysely'

/**
 * A participant who only shares a name with an existing profile is not merged into it: the new profile keeps
 * that profile as a suggestion ("Is this Daniel Carter?") until someone confirms (merge) or dismisses it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE digital_profiles
      ADD COLUMN suggested_same_as uuid REFERENCES digital_profiles(id) ON DELETE SET NULL`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE digital_profiles DROP COLUMN suggested_same_as`.execute(db)
}
