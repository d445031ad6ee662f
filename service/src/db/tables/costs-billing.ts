import type { ColumnType, Generated } from 'kysely'

/** Tables and columns of the cost ledger and billing (migrations 0080–0089), merged into the Database interface. */
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>
/** numeric columns are parsed to numbers (type-parsers.ts); prices have six decimals, well inside a double. */
type Numeric = ColumnType<number, string | number | undefined, string | number>

export interface OrgCostSettingsTable {
  org_id: string
  time_zone: Generated<string>
  updated_at: Stamp
}

export interface UsagePricesTable {
  id: Generated<string>
  kind: string
  pattern: Generated<string>
  currency: Generated<string>
  input_price_minor: Numeric
  output_price_minor: Numeric
  unit_price_minor: Numeric
  per_quantity: ColumnType<number, number | undefined, number>
  valid_from: Stamp
  example: Generated<boolean>
  note: Generated<string>
  created_by: string | null
  created_at: Stamp
}

export interface PriceRecalculationsTable {
  id: Generated<string>
  from_day: ColumnType<string, string, string>
  to_day: ColumnType<string, string, string>
  kind: string | null
  org_id: string | null
  reason: string
  rows_changed: number
  rows_skipped: number
  delta_minor: number
  created_by: string | null
  created_at: Stamp
}

export interface UsageDailyTable {
  org_id: string
  day: ColumnType<string, string, string>
  kind: string
  model: string
  currency: string
  events: number
  quantity: number
  tokens: number
  amount_minor: number
}

export interface UsageDailySubjectsTable {
  org_id: string
  day: ColumnType<string, string, string>
  subject: 'meeting' | 'report'
  subject_id: string
  kind: string
  currency: string
  amount_minor: number
}

declare module '../schema.js' {
  interface UsageEventsTable {
    idempotency_key: ColumnType<string | null, string | null | undefined, string | null>
    meeting_id: ColumnType<string | null, string | null | undefined, string | null>
    report_id: ColumnType<string | null, string | null | undefined, string | null>
    self_interview_id: ColumnType<string | null, string | null | undefined, string | null>
    run_id: ColumnType<string | null, string | null | undefined, string | null>
    model: Generated<string>
    input_tokens: Generated<number>
    output_tokens: Generated<number>
    price_id: ColumnType<string | null, string | null | undefined, string | null>
    /** Migration 0275: who started the work and which engine did it (null on older rows: shown as unknown). */
    user_id: ColumnType<string | null, string | null | undefined, string | null>
    engine: ColumnType<'builtin' | 'llm' | null, 'builtin' | 'llm' | null | undefined, 'builtin' | 'llm' | null>
  }
  interface Database {
    org_cost_settings: OrgCostSettingsTable
    usage_prices: UsagePricesTable
    price_recalculations: PriceRecalculationsTable
    usage_daily: UsageDailyTable
    usage_daily_subjects: UsageDailySubjectsTable
  }
}

export interface OrgBillingTable {
  org_id: string
  balance_minor: Generated<number>
  currency: Generated<string>
  monthly_budget_minor: number | null
  hard_cap: Generated<boolean>
  last_invoice_number: Generated<number>
  updated_at: Stamp
}
export interface BalanceMovementsTable {
  id: Generated<string>
  org_id: string
  kind: 'top-up' | 'adjustment' | 'charge'
  amount_minor: number
  balance_after_minor: number
  currency: Generated<string>
  reason: Generated<string>
  idempotency_key: string
  invoice_id: string | null
  created_by: string | null
  created_at: Stamp
}
export interface BudgetAlertsTable {
  org_id: string
  month: ColumnType<string, string, string>
  threshold: number
  spend_minor: number
  budget_minor: number
  created_at: Stamp
  mailed_at: ColumnType<Date | null, Date | null | undefined, Date | null>
}
export interface InvoicesTable {
  id: Generated<string>
  org_id: string
  number: number | null
  month: ColumnType<string, string, string>
  status: 'draft' | 'issued'
  plan: string
  currency: string
  subtotal_minor: number
  tax_rule: string
  tax_rate_percent: Numeric
  tax_minor: number
  total_minor: number
  issued_at: Date | null
  created_at: Stamp
  updated_at: Stamp
  /** Migration 0256: the seller's series (null: issued before, numbered per organization). */
  seller_key: ColumnType<string | null, string | null | undefined, string | null>
  number_text: ColumnType<string | null, string | null | undefined, string | null>
  seller: ColumnType<InvoiceParty | null, string | null | undefined, string | null>
  buyer: ColumnType<InvoiceParty | null, string | null | undefined, string | null>
  language: ColumnType<string | null, string | null | undefined, string | null>
  due_on: ColumnType<string | null, string | null | undefined, string | null>
}
/** A party as printed on an invoice. */
export interface InvoiceParty {
  name: string
  address: string
  vatId: string
  email: string
  bank?: string
}
export interface BillingProfilesTable {
  org_id: string
  legal_name: Generated<string>
  address: Generated<string>
  vat_id: Generated<string>
  email: Generated<string>
  language: Generated<string>
  updated_by: string | null
  updated_at: Stamp
}
export interface InvoiceSeriesTable {
  seller_key: string
  last_number: Generated<number>
}
export interface InvoiceLinesTable {
  id: Generated<string>
  invoice_id: string
  position: number
  kind: string
  description: string
  quantity: number
  amount_minor: number
}

/** Work accepted and not yet billed, at its estimated price (migration 0255). */
export interface BillingReservationsTable {
  id: Generated<string>
  org_id: string
  owner: string
  usage_key: string
  kind: string
  model: Generated<string>
  meeting_id: string | null
  amount_minor: number
  currency: string
  created_at: Stamp
}
/** A usage row's amount shared out over reports (migration 0255). */
export interface UsageAllocationsTable {
  usage_id: string
  report_id: string
  amount_minor: number
}

declare module '../schema.js' {
  interface Database {
    billing_reservations: BillingReservationsTable
    usage_allocations: UsageAllocationsTable
    org_billing: OrgBillingTable
    balance_movements: BalanceMovementsTable
    budget_alerts: BudgetAlertsTable
    invoices: InvoicesTable
    invoice_lines: InvoiceLinesTable
    billing_profiles: BillingProfilesTable
    invoice_series: InvoiceSeriesTable
  }
}
