import { sql, type Kysely } from 'kysely'

/**
 * The roles screen's roles (the spec lists no call for them): a name, the sample users' role they stand for (their
 * members; null for a role added on the screen) and a permission matrix of read / write / create per module.
 * Seeded here with the sample users' five roles so an already seeded sandbox gets them too.
 */
const MODULES = [
  'userManagement',
  'contentManagement',
  'disputesManagement',
  'databaseManagement',
  'financialManagement',
  'reporting',
  'apiControl',
  'repositoryManagement',
  'payroll',
]
const grant = (read: boolean, write: boolean, create: boolean, only?: string[]) =>
  MODULES.map((module) =>
    only && !only.includes(module)
      ? { module, read: false, write: false, create: false }
      : { module, read, write, create },
  )
const SEED: [name: string, userRole: string, permissions: ReturnType<typeof grant>][] = [
  ['Administrator', 'admin', grant(true, true, true)],
  ['Editor', 'editor', grant(true, true, false, ['contentManagement', 'reporting', 'repositoryManagement'])],
  ['Author', 'author', grant(true, true, true, ['contentManagement'])],
  ['Maintainer', 'maintainer', grant(true, true, false, ['databaseManagement', 'apiControl', 'repositoryManagement'])],
  ['Subscriber', 'subscriber', grant(true, false, false, ['contentManagement', 'reporting'])],
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sandbox_roles (
      id serial PRIMARY KEY,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
      user_role text,
      permissions jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX sandbox_roles_name_key ON sandbox_roles (lower(name));
  `.execute(db)
  for (const [name, userRole, permissions] of SEED) {
    await sql`INSERT INTO sandbox_roles (name, user_role, permissions) VALUES (${name}, ${userRole}, ${JSON.stringify(permissions)}::jsonb)`.execute(
      db,
    )
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sandbox_roles`.execute(db)
}
