import type { Transaction } from 'kysely'
import '../../db/tables/sandbox-roles-lectures.js'
import type { Database } from '../../db/schema.js'
import { ROLE_MODULES } from '../roles/index.js'
/**
 * The roles screen's five roles, one per sample user role (the same rows migration 0140 seeded; the seed copy is
 * rebuilt from here, and every organization's copy starts from it). Ids are explicit so every copy has ids 1–5.
 */
const grant = (read: boolean, write: boolean, create: boolean, only?: string[]) =>
  ROLE_MODULES.map((module) =>
    only && !only.includes(module)
      ? { module, read: false, write: false, create: false }
      : { module, read, write, create },
  )

const ROLES: [name: string, userRole: string, permissions: ReturnType<typeof grant>][] = [
  ['Administrator', 'admin', grant(true, true, true)],
  ['Editor', 'editor', grant(true, true, false, ['contentManagement', 'reporting', 'repositoryManagement'])],
  ['Author', 'author', grant(true, true, true, ['contentManagement'])],
  ['Maintainer', 'maintainer', grant(true, true, false, ['databaseManagement', 'apiControl', 'repositoryManagement'])],
  ['Subscriber', 'subscriber', grant(true, false, false, ['contentManagement', 'reporting'])],
]

export async function seedRoles(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('sandbox_roles')
    .values(
      ROLES.map(([name, userRole, permissions], i) => ({
        id: i + 1,
        name,
        user_role: userRole,
        permissions: JSON.stringify(permissions),
      })),
    )
    .execute()
}
