import { sql } from 'kysely'
import '../../db/tables/llm.js'
import type { Segment } from '../analysis/index.js'
import type { LlmRunProgress, LlmRunStatus } from './run-types.js'
import type { SummaryOptions } from './summary-schema.js'
import { json, likePattern, type Handle } from '../../db/handle.js'

export interface NewRun {
  orgId: string
  createdBy: string
  title: string
  sourceKind: 'text' | 'file' | 'meeting' | 'self-interview'
  sourceName: string
  meetingId: string | null
  selfInterviewId?: string | null
  options: SummaryOptions
  model: string | null
  segments: Segment[]
  inputBytes: number
  rerunOf?: string | null
  templateId?: string | null
}

export const insertRun = (db: Handle, r: NewRun) =>
  db
    .insertInto('llm_runs')
    .values({
      org_id: r.orgId,
      created_by: r.createdBy,
      title: r.title,
      source_kind: r.sourceKind,
      source_name: r.sourceName,
      meeting_id: r.meetingId,
      self_interview_id: r.selfInterviewId ?? null,
      engine: r.options.engine,
      model: r.model,
      options: json(r.options),
      segments: json(r.segments),
      input_bytes: r.inputBytes,
      rerun_of: r.rerunOf ?? null,
      template_id: r.templateId ?? null,
      error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()

/** Every column but the source segments, which only the worker and the source route read. */
const DETAIL = [
  'id',
  'org_id',
  'created_by',
  'title',
  'status',
  'source_kind',
  'source_name',
  'meeting_id',
  'self_interview_id',
  'engine',
  'model',
  'options',
  'input_bytes',
  'progress',
  'result',
  'chunks',
  'prompt_tokens',
  'completion_tokens',
  'cost_minor',
  'currency',
  'error',
  'rerun_of',
  'template_id',
  'attempts',
  'started_at',
  'finished_at',
  'created_at',
] as const

export const findRun = (db: Handle, id: string, orgId: string | null) => {
  let q = db
    .selectFrom('llm_runs as r')
    .leftJoin('accounts as a', 'a.id', 'r.created_by')
    .select(DETAIL.map((c) => `r.${c}` as const))
    .select('a.full_name as created_by_name')
    .where('r.id', '=', id)
  if (orgId) q = q.where('r.org_id', '=', orgId)
  return q.executeTakeFirst()
}
export type RunRow = NonNullable<Awaited<ReturnType<typeof findRun>>>

export const findRunSource = (db: Handle, id: string, orgId: string | null) => {
  let q = db
    .selectFrom('llm_runs')
    .select([
      'id',
      'org_id',
      'segments',
      'options',
      'title',
      'source_kind',
      'source_name',
      'meeting_id',
      'self_interview_id',
      'input_bytes',
      'template_id',
    ])
    .where('id', '=', id)
  if (orgId) q = q.where('org_id', '=', orgId)
  return q.executeTakeFirst()
}

export const deleteRun = (db: Handle, id: string) => db.deleteFrom('llm_runs').where('id', '=', id).executeTakeFirst()

/** Marks a run cancelled when it has not finished; the worker sees it at its next step and stops. */
export const cancelRun = (db: Handle, id: string) =>
  db
    .updateTable('llm_runs')
    .set({ status: 'cancelled', finished_at: new Date(), error: 'Cancelled' })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst()

export const LLM_RUN_SORT = ['createdAt', 'title', 'status', 'engine', 'tokens', 'cost', 'duration'] as const
export interface RunListQuery {
  q?: string
  page: number
  itemsPerPage: number
  orderBy: 'asc' | 'desc'
  sortBy: (typeof LLM_RUN_SORT)[number]
  status?: LlmRunStatus
  engine?: 'builtin' | 'llm'
  sourceKind?: 'text' | 'file' | 'meeting' | 'self-interview'
}

const SORT_SQL = {
  createdAt: sql`r.created_at`,
  title: sql`lower(r.title)`,
  status: sql`r.status`,
  engine: sql`r.engine`,
  tokens: sql`(r.prompt_tokens + r.completion_tokens)`,
  cost: sql`r.cost_minor`,
  duration: sql`(r.finished_at - r.started_at)`,
}

export async function listRuns(db: Handle, orgId: string | null, query: RunListQuery) {
  let q = db.selectFrom('llm_runs as r').leftJoin('accounts as a', 'a.id', 'r.created_by')
  if (orgId) q = q.where('r.org_id', '=', orgId)
  if (query.status) q = q.where('r.status', '=', query.status)
  if (query.engine) q = q.where('r.engine', '=', query.engine)
  if (query.sourceKind) q = q.where('r.source_kind', '=', query.sourceKind)
  if (query.q) {
    const like = likePattern(query.q)
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(r.title)`, 'like', like),
        eb(sql`lower(r.source_name)`, 'like', like),
        eb(sql`lower(coalesce(r.model, ''))`, 'like', like),
      ]),
    )
  }
  const dir = sql.raw(query.orderBy === 'desc' ? 'desc nulls last' : 'asc nulls last')
  const rows = await q
    .select([
      'r.id',
      'r.org_id',
      'r.title',
      'r.status',
      'r.source_kind',
      'r.source_name',
      'r.engine',
      'r.model',
      'r.progress',
      'r.prompt_tokens',
      'r.completion_tokens',
      'r.cost_minor',
      'r.currency',
      'r.error',
      'r.started_at',
      'r.finished_at',
      'r.created_at',
      'r.created_by',
      'a.full_name as created_by_name',
    ])
    .select(sql<number>`count(*) over()`.as('total_count'))
    .orderBy(sql`${SORT_SQL[query.sortBy]} ${dir}, r.id`)
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage)
    .execute()
  let total = Number(rows[0]?.total_count ?? 0)
  if (!rows.length && query.page > 1) total = (await listRuns(db, orgId, { ...query, page: 1, itemsPerPage: 1 })).total
  return { rows, total }
}
export type RunListRow = Awaited<ReturnType<typeof listRuns>>['rows'][number]

// The worker's writes. Each is guarded by the run still running, so a cancelled or deleted run is left alone.

/** Takes a queued run (or one a dead worker left running) for this attempt; null when there is nothing to do. */
export const claimRun = (db: Handle, id: string) =>
  db
    .updateTable('llm_runs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      started_at: new Date(),
      heartbeat_at: new Date(),
      progress: json({ stage: 'reading', current: 0, total: 0 }),
    }))
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning(['id', 'org_id', 'segments', 'options', 'model', 'attempts', 'template_id'])
    .executeTakeFirst()

/** Progress and heartbeat; false when the run is no longer running (cancelled or deleted). */
export async function setRunProgress(db: Handle, id: string, progress: LlmRunProgress): Promise<boolean> {
  const r = await db
    .updateTable('llm_runs')
    .set({ progress: json(progress), heartbeat_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst()
  return Number(r.numUpdatedRows) > 0
}

export const isRunRunning = async (db: Handle, id: string) =>
  (await db.selectFrom('llm_runs').select('status').where('id', '=', id).executeTakeFirst())?.status === 'running'
