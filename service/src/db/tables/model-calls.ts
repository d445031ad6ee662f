import type { ColumnType, Generated } from 'kysely'

export type ModelCallStatus = 'ok' | 'error' | 'timeout'
export type ModelCallServedKind = 'report' | 'summary' | 'transcription' | 'ask'
export type ModelCallEngine = 'llm' | 'transcription'

/** One attempt of one model call (migration 0285): written once, read by the traces screen, pruned by age. */
export interface ModelCallsTable {
  id: Generated<string>
  org_id: string
  served_kind: ModelCallServedKind
  served_id: string | null
  call_group: string
  attempt: number
  engine: ModelCallEngine
  model: string
  status: ModelCallStatus
  error: string | null
  tokens_in: number
  tokens_out: number
  latency_ms: number
  cost_minor: ColumnType<number, number | undefined, never>
  currency: string
  prompt: string
  response: string
  created_at: ColumnType<Date, Date | string | undefined, never>
}

declare module '../schema.js' {
  interface Database {
    model_calls: ModelCallsTable
  }
}
