import t from 'tap'
import type { Db } from '../../src/db/create-db.js'
import { normalizeTags } from '../../src/modules/meetings/meeting-tags.js'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions, type Api } from '../helpers/product.js'

const R1 = 'bbbbbbbb-0000-4000-8000-000000000001'
const R2 = 'bbbbbbbb-0000-4000-8000-000000000002'
const A1 = 'cccccccc-0000-4000-8000-000000000001'
const APRIL = 'from=2026-04-01&to=2026-04-30'

interface Item {
  key: string | null
  label: string | null
  amountMinor: number
}

const meeting = async (client: Api, title: string, tags?: string[]) => {
  const res = await client.post('/api/meetings', {
    title,
    kind: 'interview',
    scheduledAt: '2026-04-01T09:00:00.000Z',
    durationMinutes: 30,
    ...(tags ? { tags } : {}),
  })
  return res
}

/**
 * Hand-computed fixture, all in April (UTC):
 *   a1 Acme  llm-tokens gpt-4o       100  meeting M1 (Sales, Q4 hiring)  analysis A1 (started by the admin, llm)
 *   a2 Acme  transcription minute     50  meeting M1                      no user, no engine (unknown)
 *   a3 Acme  analysed-meetings builtin 20 meeting M2 (sales)              shared: R1 recruiter 12, R2 belbin 8
 *   a4 Acme  llm-tokens claude-3      30  report R1, meta userId admin    no meeting (untagged)
 *   a5 Acme  llm-tokens llama          5  summary run S1 of M2 (started by the admin, llm): the row names no meeting
 *   n1 North llm-tokens claude-3     300  meeting N1 (sales)
 */
async function seed(db: Db, acme: string, north: string, adminId: string, m1: string, m2: string, n1: string) {
  await db
    .insertInto('analyses')
    .values({ id: A1, org_id: acme, meeting_id: m1, kinds: ['recruiter'], engine: 'llm', created_by: adminId } as never)
    .execute()
  for (const [id, kind] of [
    [R1, 'recruiter'],
    [R2, 'belbin'],
  ] as const)
    await db
      .insertInto('reports')
      .values({
        id,
        org_id: acme,
        kind,
        title: kind,
        source_type: 'meeting',
        source_id: m2,
        source_title: 'M2',
        engine: 'builtin',
      } as never)
      .execute()
  const row = (key: string, org: string, kind: string, model: string, amount: number, extra: object = {}) => ({
    idempotency_key: key,
    org_id: org,
    created_at: new Date('2026-04-10T12:00:00Z'),
    kind,
    model,
    amount_minor: amount,
    unit_price_minor: 1,
    quantity: 1,
    input_tokens: 0,
    output_tokens: 0,
    meta: '{}',
    ...extra,
  })
  const insert = async (r: object) =>
    (
      await db
        .insertInto('usage_events')
        .values(r as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  await insert(
    row('a1', acme, 'llm-tokens', 'gpt-4o', 100, { meeting_id: m1, meta: JSON.stringify({ analysisId: A1 }) }),
  )
  await insert(row('a2', acme, 'transcription-minutes', 'minute', 50, { meeting_id: m1 }))
  const a3 = await insert(row('a3', acme, 'analysed-meetings', 'builtin', 20, { meeting_id: m2 }))
  await db
    .insertInto('usage_allocations' as never)
    .values([
      { usage_id: a3, report_id: R1, amount_minor: 12 },
      { usage_id: a3, report_id: R2, amount_minor: 8 },
    ] as never)
    .execute()
  await insert(
    row('a4', acme, 'llm-tokens', 'claude-3', 30, { report_id: R1, meta: JSON.stringify({ userId: adminId }) }),
  )
  const run = await db
    .insertInto('llm_runs' as never)
    .values({
      org_id: acme,
      created_by: adminId,
      title: 'S1',
      source_kind: 'meeting',
      meeting_id: m2,
      engine: 'llm',
      options: '{}',
      segments: '[]',
    } as never)
    .returning('id' as never)
    .executeTakeFirstOrThrow()
  await insert(row('a5', acme, 'llm-tokens', 'llama', 5, { run_id: (run as { id: string }).id }))
  await insert(row('n1', north, 'llm-tokens', 'claude-3', 300, { meeting_id: n1 }))
}

const pairs = (items: Item[]) => items.map((i) => [i.key, i.amountMinor])
const sum = (items: Item[]) => items.reduce((n, i) => n + i.amountMinor, 0)

t.test('meeting tags: trimmed, at most 10 of 1–40 characters, unique regardless of case', async (t) => {
  t.same(normalizeTags(['  Sales ', 'Q4   hiring']), ['Sales', 'Q4 hiring'])
  t.same(normalizeTags([]), [])
  t.throws(() => normalizeTags(['Sales', 'sales']), /twice/)
  t.throws(() => normalizeTags(['   ']), /empty/)
  t.throws(() => normalizeTags(['x'.repeat(41)]), /40/)
  t.same(normalizeTags(['x'.repeat(40)]), ['x'.repeat(40)])
  t.throws(() => normalizeTags(Array.from({ length: 11 }, (_, i) => `t${i}`)), /10/)

  const { app } = await buildTestApp(t, {}, { jobs: false })
  const admin = api(app, (await sessions(app, ['admin'])).admin)
  const created = await meeting(admin, 'Tagged', ['  Sales ', 'Q4 hiring'])
  t.equal(created.statusCode, 201)
  t.same(created.json().tags, ['Sales', 'Q4 hiring'])
  t.equal((await meeting(admin, 'Twice', ['Sales', 'SALES'])).statusCode, 400)
  t.equal(
    (
      await meeting(
        admin,
        'Too many',
        Array.from({ length: 11 }, (_, i) => `t${i}`),
      )
    ).statusCode,
    400,
  )
  t.equal((await meeting(admin, 'Too long', ['y'.repeat(41)])).statusCode, 400)
  t.equal((await meeting(admin, 'Blank', [' '])).statusCode, 400)
  t.same((await meeting(admin, 'Untagged')).json().tags, [])
  const id = created.json().id
  const patched = await admin.patch(`/api/meetings/${id}`, { tags: ['hiring'] })
  t.same(patched.json().tags, ['hiring'])
  t.equal((await admin.patch(`/api/meetings/${id}`, { tags: ['a', 'A '] })).statusCode, 400)
  t.same((await admin.get(`/api/meetings/${id}`)).json().tags, ['hiring'], 'a refused change keeps the tags')
  t.same((await admin.patch(`/api/meetings/${id}`, { tags: [] })).json().tags, [])
})

t.test('cost breakdowns by user, engine, model, report kind and tag', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['omc', 'admin', 'northwind', 'client'])
  const acme = s.admin.userData.orgId!
  const north = s.northwind.userData.orgId!
  const admin = api(app, s.admin)
  const adminId = s.admin.userData.id
  const m1 = (await meeting(admin, 'M1', ['Sales', 'Q4 hiring'])).json().id
  const m2 = (await meeting(admin, 'M2', ['sales'])).json().id
  const n1 = (await meeting(api(app, s.northwind), 'N1', ['sales'])).json().id
  await seed(db, acme, north, adminId, m1, m2, n1)

  const get = async (client: Api, by: string, extra = '') => {
    const res = await client.get(`/api/costs/breakdown?${APRIL}&by=${by}${extra}`)
    t.equal(res.statusCode, 200, `${by}${extra}`)
    return res.json() as { items: Item[]; totalMinor: number; countsRowsOnce: boolean; currency: string }
  }

  const user = await get(admin, 'user')
  t.equal(user.totalMinor, 205, 'the admin’s total is Acme’s')
  t.same(pairs(user.items), [
    [adminId, 135],
    [null, 70],
  ])
  t.ok(user.items[0]!.label, 'a user is named')
  t.same(pairs((await get(admin, 'engine')).items), [
    ['llm', 135],
    [null, 50],
    ['builtin', 20],
  ])
  t.same(pairs((await get(admin, 'model')).items), [
    ['gpt-4o', 100],
    ['minute', 50],
    ['claude-3', 30],
    ['builtin', 20],
    ['llama', 5],
  ])
  t.same(pairs((await get(admin, 'report-kind')).items), [
    [null, 155],
    ['recruiter', 42],
    ['belbin', 8],
  ])
  const tag = await get(admin, 'tag')
  t.same(pairs(tag.items), [
    ['sales', 175],
    ['q4 hiring', 150],
    [null, 30],
  ])
  t.notOk(tag.countsRowsOnce)

  // Each breakdown but the tags adds up to the dashboard's total for the same filter, for every scope and kind.
  for (const [client, extra] of [
    [admin, ''],
    [admin, '&kind=llm-tokens'],
    [api(app, s.omc), ''],
    [api(app, s.omc), `&orgId=${north}`],
  ] as const) {
    const overview = (await client.get(`/api/costs/overview?${APRIL}${extra}`)).json()
    for (const by of ['user', 'engine', 'model', 'report-kind']) {
      const b = await get(client, by, extra)
      t.equal(b.totalMinor, overview.kpis.spendMinor, `${by}${extra}: total as the dashboard's`)
      t.equal(sum(b.items), overview.kpis.spendMinor, `${by}${extra}: items add up to it`)
      t.ok(b.countsRowsOnce)
    }
    const tags = await get(client, 'tag', extra)
    t.ok(sum(tags.items) >= tags.totalMinor, `tags${extra}: at least the total (multi-tag rows count in each)`)
  }

  // Tenancy: the omc sees both organizations' "sales"; Northwind its own; the admin never Northwind's.
  t.same(pairs((await get(api(app, s.omc), 'tag')).items)[0], ['sales', 475])
  t.same(pairs((await get(api(app, s.northwind), 'tag')).items), [['sales', 300]])
  t.equal((await admin.get(`/api/costs/breakdown?${APRIL}&by=tag&orgId=${north}`)).statusCode, 404)
  t.equal((await api(app, s.client).get(`/api/costs/breakdown?${APRIL}&by=tag`)).statusCode, 403)
  t.equal((await admin.get(`/api/costs/breakdown?${APRIL}&by=colour`)).statusCode, 400)
})
