import type { ColumnType } from 'kysely'

/**
 * One row per transcript utterance for full-text search (migration 0280): written by a trigger on `transcripts`;
 * `masked` is filled by `fillMaskedLines` where the trigger could not tell the text is free of sensitive values.
 */
export interface TranscriptLinesTable {
  meeting_id: string
  org_id: string
  seq: number
  start_ms: number
  speaker: string
  language: string
  text: string
  masked: string | null
  tsv: ColumnType<string, never, never>
  masked_tsv: ColumnType<string, never, never>
}

declare module '../schema.js' {
  interface Database {
    transcript_lines: TranscriptLinesTable
  }
}
