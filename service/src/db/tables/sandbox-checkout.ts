import type { ColumnType } from 'kysely'
import type { SandboxScopeColumn } from './sandbox-scopes.js'

export interface SandboxCheckoutRequestsTable {
  scope: SandboxScopeColumn
  idempotency_key: string
  order_id: number
  created_at: ColumnType<Date, Date | string | undefined, never>
}

/** Tables of migration 0150 (the checkout wizard's idempotent submissions). */
declare module '../schema.js' {
  interface Database {
    sandbox_checkout_requests: SandboxCheckoutRequestsTable
  }
}
