import { sql, type Kysely } from 'kysely'

/**
 * Users can be assigned to any role of their copy (issue 17 follow-up): a sample user's `role` names a role's
 * `user_role` key. Roles added on the screen had none; they get `role-<id>`, and a key is unique within a copy.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE sandbox_roles SET user_role = 'role-' || id WHERE user_role IS NULL;
    CREATE UNIQUE INDEX sandbox_roles_user_role_key ON sandbox_roles (scope, user_role);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX sandbox_roles_user_role_key`.execute(db)
}
