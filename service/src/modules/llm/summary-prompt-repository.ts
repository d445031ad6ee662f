import { sql } from 'kysely'
import type { Handle } from '../../db/handle.js'

// The kind is compared through sql: the templates table's kind type gains 'summary-prompt' with the templates work.
const KIND = sql<boolean>`kind = 'summary-prompt'`

/** The organization's summary-prompt template rows (every version), newest first. */
export const listSummaryPrompts = (db: Handle, orgId: string) =>
  db
    .selectFrom('templates')
    .select(['id', 'name', 'version', 'updated_at'])
    .where('org_id', '=', orgId)
    .where(KIND)
    .orderBy('name')
    .orderBy('version', 'desc')
    .limit(200)
    .execute()

export const findSummaryPrompt = (db: Handle, orgId: string, id: string) =>
  db
    .selectFrom('templates')
    .select(['id', 'name', 'version', 'document'])
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where(KIND)
    .executeTakeFirst()

/** The instructions of a summary-prompt document: its `instructions` (or `prompt`, or `text`) string. */
export function instructionsOf(document: unknown): string | undefined {
  if (typeof document === 'string') return document
  const d = document as Record<string, unknown> | null
  const text = d && [d.instructions, d.prompt, d.text].find((v) => typeof v === 'string')
  return typeof text === 'string' && text.trim() ? text.trim() : undefined
}
