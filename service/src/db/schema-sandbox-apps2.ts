import type { ColumnType, Generated } from 'kysely'

/** The roles screen's table (migration 0140): declared here by augmentation, not in schema.ts. */
export interface SandboxRolesTable {
  id: Generated<number>
  name: string
  user_role: string | null
  permissions: ColumnType<{ module: string; read: boolean; write: boolean; create: boolean }[], string, string>
  created_at: Generated<Date>
}

declare module './schema.js' {
  interface Database { sandbox_roles: SandboxRolesTable }
}
