/** The sandbox applications' own tables (migration 0120), merged into the database types. */
declare module '../schema.js' {
  interface Database {
    sandbox_invoice_figures: SandboxInvoiceFiguresTable
    sandbox_invoice_lines: SandboxInvoiceLinesTable
  }
}

export interface SandboxInvoiceFiguresTable {
  invoice_id: number
  note: string
  tax_percent: number
  discount: number
}

export interface SandboxInvoiceLinesTable {
  invoice_id: number
  position: number
  item: string
  description: string
  cost: number
  qty: number
}
