import { sql } from 'kysely'
import '../../db/tables/model-calls.js'
import type { ModelCallEngine, ModelCallServedKind, ModelCallStatus } from '../../db/tables/model-calls.js'
import type { Handle } from '../../db/handle.js'

export interface ModelCallRow {
  orgId: string
  servedKind: ModelCallServedKind
  servedId: string | null
  group: string
  attempt: number
  engine: ModelCallEngine
  model: string
  status: ModelCallStatus
  error: string | null
  tokensIn: number
  tokensOut: number
  /** Units a per-unit price counts (transcription minutes); 0 for token-priced calls. */
  quantity: number
  latencyMs: number
  currency: string
  prompt: string
  response: string
  /** Only the demo seed back-dates a trace; a real one is written when the call ends. */
  createdAt?: Date
}

/** The usage kind whose price a call of this engine takes (the ledger's kinds, billing's record-usage.ts). */
const PRICE_KIND: Record<ModelCallEngine, string> = { llm: 'llm-tokens', transcription: 'transcription-minutes' }

/**
 * Writes one trace, priced as the usage ledger prices its rows: the same lookup (`usage_price_for`) and the same
 * formula as `usage_events_fill` (migration 0255), at write time, in the organization's currency. No price: 0.
 */
export async function insertModelCall(db: Handle, r: ModelCallRow) {
  const cost = sql<number>`(SELECT COALESCE(round((${r.tokensIn}::bigint * p.input_price_minor
      + ${r.tokensOut}::bigint * p.output_price_minor + ${r.quantity}::bigint * p.unit_price_minor) / p.per_quantity), 0)
    FROM usage_price_for(${PRICE_KIND[r.engine]}, ${r.model}, ${r.currency}, ${r.createdAt ?? new Date()}) p)`
  return db
    .insertInto('model_calls')
    .values({
      org_id: r.orgId,
      served_kind: r.servedKind,
      served_id: r.servedId,
      call_group: r.group,
      attempt: r.attempt,
      engine: r.engine,
      model: r.model,
      status: r.status,
      error: r.error,
      tokens_in: r.tokensIn,
      tokens_out: r.tokensOut,
      latency_ms: r.latencyMs,
      cost_minor: cost as unknown as number,
      currency: r.currency,
      prompt: r.prompt,
      response: r.response,
      ...(r.createdAt ? { created_at: r.createdAt } : {}),
    })
    .returning(['id', 'cost_minor'])
    .executeTakeFirstOrThrow()
}

export interface ModelCallFilter {
  orgId: string | null
  model?: string | undefined
  status?: ModelCallStatus | undefined
  servedKind?: ModelCallServedKind | undefined
  /** Inclusive UTC days (YYYY-MM-DD). */
  from?: string | undefined
  to?: string | undefined
  page: number
  itemsPerPage: number
}

const LIST_COLUMNS = [
  'c.id',
  'c.org_id',
  'o.name as org_name',
  'c.served_kind',
  'c.served_id',
  'c.call_group',
  'c.attempt',
  'c.engine',
  'c.model',
  'c.status',
  'c.error',
  'c.tokens_in',
  'c.tokens_out',
  'c.latency_ms',
  'c.cost_minor',
  'c.currency',
  'c.created_at',
] as const

/** A page of traces, newest first, with the total the filter matches. */
export async function listModelCalls(db: Handle, f: ModelCallFilter) {
  let q = db.selectFrom('model_calls as c').innerJoin('organizations as o', 'o.id', 'c.org_id')
  if (f.orgId) q = q.where('c.org_id', '=', f.orgId)
  if (f.model) q = q.where('c.model', '=', f.model)
  if (f.status) q = q.where('c.status', '=', f.status)
  if (f.servedKind) q = q.where('c.served_kind', '=', f.servedKind)
  if (f.from) q = q.where('c.created_at', '>=', sql<Date>`${f.from}::date::timestamptz`)
  if (f.to) q = q.where('c.created_at', '<', sql<Date>`(${f.to}::date + 1)::timestamptz`)
  const rows = await q
    .select(LIST_COLUMNS)
    .select(sql<number>`count(*) over()`.as('total_count'))
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(f.itemsPerPage)
    .offset((f.page - 1) * f.itemsPerPage)
    .execute()
  let total = Number(rows[0]?.total_count ?? 0)
  if (!rows.length && f.page > 1) total = (await listModelCalls(db, { ...f, page: 1, itemsPerPage: 1 })).total
  return { rows, total }
}
export type ModelCallListRow = Awaited<ReturnType<typeof listModelCalls>>['rows'][number]

/** The models the caller's traces name, for the model filter. */
export async function modelCallModels(db: Handle, orgId: string | null): Promise<string[]> {
  let q = db.selectFrom('model_calls').select('model').distinct()
  if (orgId) q = q.where('org_id', '=', orgId)
  return (await q.orderBy('model').limit(200).execute()).map((r) => r.model)
}

/** The organizations that have traces, by name: the superadmin's organization filter. */
export const modelCallOrganizations = (db: Handle) =>
  db
    .selectFrom('organizations as o')
    .select(['o.id', 'o.name'])
    .where((eb) => eb.exists(eb.selectFrom('model_calls as c').select('c.id').whereRef('c.org_id', '=', 'o.id')))
    .orderBy('o.name')
    .limit(500)
    .execute()

/** One trace with its prompt and response; undefined outside the caller's organization. */
export async function findModelCall(db: Handle, id: string, orgId: string | null) {
  let q = db
    .selectFrom('model_calls as c')
    .innerJoin('organizations as o', 'o.id', 'c.org_id')
    .select(LIST_COLUMNS)
    .select(['c.prompt', 'c.response'])
    .where('c.id', '=', id)
  if (orgId) q = q.where('c.org_id', '=', orgId)
  return q.executeTakeFirst()
}
export type ModelCallDetailRow = NonNullable<Awaited<ReturnType<typeof findModelCall>>>

/** The other attempts of the same call, in order, for the detail's retry list. */
export const modelCallAttempts = (db: Handle, group: string, orgId: string) =>
  db
    .selectFrom('model_calls')
    .select(['id', 'attempt', 'status', 'latency_ms', 'created_at'])
    .where('call_group', '=', group)
    .where('org_id', '=', orgId)
    .orderBy('attempt')
    .orderBy('created_at')
    .execute()

/** Deletes traces older than `days`, in batches so a large backlog never holds one long lock; returns how many. */
export async function pruneModelCalls(db: Handle, days: number, batch = 5000): Promise<number> {
  let deleted = 0
  for (;;) {
    const r = await sql<{ n: number }>`
      WITH gone AS (
        DELETE FROM model_calls WHERE id IN (
          SELECT id FROM model_calls WHERE created_at < now() - make_interval(days => ${days}) LIMIT ${batch}
        ) RETURNING 1
      ) SELECT count(*)::int AS n FROM gone`.execute(db)
    const n = Number(r.rows[0]?.n ?? 0)
    deleted += n
    if (n < batch) return deleted
  }
}
