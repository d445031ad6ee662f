import type { ColumnType, Generated } from 'kysely'
import type { Segment } from '../../modules/analysis/index.js'
import type {
  LlmRunProgress,
  LlmRunStatus,
  ChunkRecord,
  SummaryOptions,
  SummaryResult,
} from '../../modules/llm/index.js'
type Json<T> = ColumnType<T, string, string>
type Stamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

export interface LlmSettingsTable {
  org_id: string
  base_url: string | null
  model: string | null
  api_key_sealed: string | null
  updated_by: string | null
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface LlmRunsTable {
  id: Generated<string>
  org_id: string
  created_by: string | null
  title: string
  status: Generated<LlmRunStatus>
  source_kind: 'text' | 'file' | 'meeting' | 'self-interview'
  source_name: Generated<string>
  meeting_id: string | null
  self_interview_id: ColumnType<string | null, string | null | undefined, string | null>
  engine: 'builtin' | 'llm'
  model: string | null
  options: Json<SummaryOptions>
  segments: Json<Segment[]>
  input_bytes: Generated<number>
  progress: ColumnType<LlmRunProgress, string | undefined, string>
  result: ColumnType<SummaryResult | null, string | null | undefined, string | null>
  chunks: ColumnType<ChunkRecord[], string | undefined, string>
  prompt_tokens: Generated<number>
  completion_tokens: Generated<number>
  cost_minor: Generated<number>
  currency: Generated<string>
  error: string | null
  rerun_of: string | null
  template_id: string | null
  attempts: Generated<number>
  heartbeat_at: Stamp
  started_at: Stamp
  finished_at: Stamp
  created_at: ColumnType<Date, Date | string | undefined, never>
}

declare module '../schema.js' {
  interface Database {
    llm_settings: LlmSettingsTable
    llm_runs: LlmRunsTable
  }
}
