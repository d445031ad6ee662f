import type { ColumnType, Generated } from 'kysely'
import type { SandboxScopeColumn } from './sandbox-scopes.js'

/** The roles screen's table (migration 0140, scoped by 0141): declared here by augmentation, not in schema.ts. */
export interface SandboxRolesTable {
  scope: SandboxScopeColumn
  id: Generated<number>
  name: string
  user_role: string | null
  permissions: ColumnType<{ module: string; read: boolean; write: boolean; create: boolean }[], string, string>
  created_at: Generated<Date>
}

/** Per-organization lecture ticks overlaid on the shared course details document (migration 0141). */
export interface SandboxLectureProgressTable {
  scope: SandboxScopeColumn
  section_id: string
  topic: number
  is_completed: boolean
}

declare module '../schema.js' {
  interface Database {
    sandbox_roles: SandboxRolesTable
    sandbox_lecture_progress: SandboxLectureProgressTable
  }
}
