import type { ColumnType } from 'kysely'
import './sandbox-invoice-lines.js'

/**
 * The sandbox scope (migration 0130): every sandbox sample table carries `scope`, the organization's id or the seed
 * copy's nil uuid. Optional on insert only because the seeders of the seed copy rely on the column default (the
 * transaction setting `debrief.sandbox_scope`); application code always names it (see repositories/sandbox/README.md),
 * and an insert that forgets it fails in PostgreSQL. Never updated.
 */
export type SandboxScopeColumn = ColumnType<string, string | undefined, never>

declare module '../schema.js' {
  interface Database {
    sandbox_scopes: SandboxScopesTable
  }
  interface SandboxCoursesTable {
    scope: SandboxScopeColumn
  }
  interface SandboxCalendarEventsTable {
    scope: SandboxScopeColumn
  }
  interface SandboxChatContactsTable {
    scope: SandboxScopeColumn
  }
  interface SandboxChatsTable {
    scope: SandboxScopeColumn
  }
  interface SandboxChatMessagesTable {
    scope: SandboxScopeColumn
  }
  interface SandboxProductsTable {
    scope: SandboxScopeColumn
  }
  interface SandboxReviewsTable {
    scope: SandboxScopeColumn
  }
  interface SandboxReferralsTable {
    scope: SandboxScopeColumn
  }
  interface SandboxOrdersTable {
    scope: SandboxScopeColumn
  }
  interface SandboxCustomersTable {
    scope: SandboxScopeColumn
  }
  interface SandboxEmailsTable {
    scope: SandboxScopeColumn
  }
  interface SandboxInvoicesTable {
    scope: SandboxScopeColumn
  }
  interface SandboxKanbanBoardsTable {
    scope: SandboxScopeColumn
  }
  interface SandboxKanbanItemsTable {
    scope: SandboxScopeColumn
  }
  interface SandboxVehiclesTable {
    scope: SandboxScopeColumn
  }
  interface SandboxPermissionsTable {
    scope: SandboxScopeColumn
  }
  interface SandboxUsersTable {
    scope: SandboxScopeColumn
  }
  interface SandboxSalesTable {
    scope: SandboxScopeColumn
  }
}

declare module './sandbox-invoice-lines.js' {
  interface SandboxInvoiceFiguresTable {
    scope: SandboxScopeColumn
  }
  interface SandboxInvoiceLinesTable {
    scope: SandboxScopeColumn
  }
}

export interface SandboxScopesTable {
  scope: string
  seed_day: ColumnType<string, string, string>
  seeded_at: ColumnType<Date, Date | string | undefined, Date | string>
}
