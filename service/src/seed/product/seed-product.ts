import { sql, type Transaction } from 'kysely'
import {
  getEngine,
  readSample,
  SAMPLE_TRANSCRIPTS,
  type ReportKind,
  type Segment,
  detectLanguage,
  analyzeKind,
  storeKindResult,
  insertAnalysis,
  failUnfinishedReports,
  finishAnalysis,
} from '../../modules/analysis/index.js'
import { reportTitle } from '../../modules/report-kinds/index.js'
import { parseTranscript, saveTranscript } from '../../modules/meetings/index.js'
import { json } from '../../db/handle.js'
import type { Db } from '../../db/create-db.js'
import type { Database, ParticipantJson } from '../../db/schema.js'
import { DEMO_ORGANIZATIONS } from '../demo-accounts.js'
import { DEMO_MEETINGS, DEMO_PEOPLE, SEED_ANCHOR, type DemoMeeting, type SamplePick } from './demo-plan.js'
import { DEMO_TEMPLATES } from './demo-templates.js'

type Trx = Transaction<Database>
const HOUR = 3600_000

function pickSample(pick: SamplePick) {
  const fits = SAMPLE_TRANSCRIPTS.filter(
    (s) => s.kind === pick.kind && (!pick.language || s.language === pick.language),
  )
  return (
    fits[0] ?? SAMPLE_TRANSCRIPTS.find((s) => !pick.language || s.language === pick.language) ?? SAMPLE_TRANSCRIPTS[0]
  )
}

/** Sample participants become the meeting's; the organization's host runs it. */
function sampleParticipants(sample: (typeof SAMPLE_TRANSCRIPTS)[number]): ParticipantJson[] {
  return sample.participants.map((p) => ({
    name: p.name,
    role: (['host', 'candidate', 'interviewer', 'participant'].includes(p.role)
      ? p.role
      : 'participant') as ParticipantJson['role'],
  }))
}

/** Demo meetings, transcripts, reports (the builtin engine, run here synchronously) and profiles of one organization. */
async function seedOrganization(trx: Trx, orgId: string, slug: string) {
  const people = DEMO_PEOPLE[slug] ?? []
  const admin = await trx
    .selectFrom('accounts')
    .select('id')
    .where('org_id', '=', orgId)
    .where('role', '=', 'admin')
    .orderBy('created_at')
    .executeTakeFirst()
  for (const t of DEMO_TEMPLATES) {
    await trx
      .insertInto('templates')
      .values({ org_id: orgId, kind: t.kind, name: t.name, document: json(t.document) })
      .execute()
  }
  // People with identity fields get their profiles up front; report subjects get theirs when reports are ready.
  const profileIds = new Map<string, string>()
  for (const p of people.filter((p) => p.role !== 'host')) {
    const { id } = await trx
      .insertInto('digital_profiles')
      .values({ org_id: orgId, full_name: p.name, email: p.email, title: p.title, company: p.company, tags: p.tags })
      .returning('id')
      .executeTakeFirstOrThrow()
    profileIds.set(p.name, id)
  }
  const engine = getEngine('builtin')
  for (const plan of DEMO_MEETINGS) await seedMeeting(trx, orgId, plan, people, profileIds, admin?.id ?? null, engine)
}

async function seedMeeting(
  trx: Trx,
  orgId: string,
  plan: DemoMeeting,
  people: (typeof DEMO_PEOPLE)[string],
  profileIds: Map<string, string>,
  adminId: string | null,
  engine: ReturnType<typeof getEngine>,
) {
  const sample = plan.sample ? pickSample(plan.sample) : undefined
  const participants: ParticipantJson[] = sample
    ? sampleParticipants(sample)
    : (plan.people ?? [])
        .map((i) => people[i])
        .filter(Boolean)
        .map((p) => ({
          name: p.name,
          email: p.email,
          role: p.role,
          ...(profileIds.has(p.name) ? { profileId: profileIds.get(p.name)! } : {}),
        }))
  const scheduledAt = new Date(SEED_ANCHOR + plan.day * 24 * HOUR + plan.hour * HOUR)
  const endedAt = new Date(scheduledAt.getTime() + plan.durationMinutes * 60_000)
  const { id: meetingId } = await trx
    .insertInto('meetings')
    .values({
      org_id: orgId,
      title: plan.title,
      description: sample ? `Replays the bundled sample "${sample.title}".` : '',
      kind: plan.kind,
      scheduled_at: scheduledAt,
      duration_minutes: plan.durationMinutes,
      status: plan.status,
      participants: json(participants),
      requested_kinds: plan.kinds ?? [],
      created_by: adminId,
      created_at: new Date(scheduledAt.getTime() - 7 * 24 * HOUR),
      updated_at: endedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (!sample) return
  const segments: Segment[] = parseTranscript(readSample(sample.id), sample.format)
  await saveTranscript(trx, { meetingId, orgId, format: sample.format, segments, uploadedBy: adminId })
  if (!plan.kinds?.length) return
  const subject = sample.subject ?? null
  const language = detectLanguage(segments)
  const engineName = plan.engine ?? 'builtin'
  const { id: analysisId } = await insertAnalysis(trx, {
    orgId,
    meetingId,
    meetingTitle: plan.title,
    kinds: plan.kinds,
    engine: engineName,
    subject,
    createdBy: adminId,
    language,
    titleOf: (kind) => reportTitle(kind, subject ?? plan.title),
  })
  // Timestamps follow the meeting, so profile timelines read as a history rather than one seeding instant.
  await sql`update analyses set created_at = ${endedAt}, updated_at = ${endedAt} where id = ${analysisId}`.execute(trx)
  await sql`update reports set created_at = ${endedAt}, updated_at = ${endedAt} where analysis_id = ${analysisId}`.execute(
    trx,
  )
  if (plan.status === 'processing') return // left queued: the job queue adopts it at start
  if (plan.status === 'failed') {
    await finishAnalysis(trx, analysisId, 'failed', plan.failure ?? 'The analysis failed')
    await failUnfinishedReports(trx, analysisId, plan.failure ?? 'The analysis failed')
    return
  }
  for (const kind of plan.kinds as ReportKind[]) {
    const ctx = { orgId, meetingId, kind, segments, subject, language }
    await storeKindResult(trx, analysisId, ctx, await analyzeKind(trx, engine, ctx))
  }
  await finishAnalysis(trx, analysisId, 'completed', null)
  await trx
    .updateTable('analyses')
    .set({ started_at: endedAt, finished_at: endedAt })
    .where('id', '=', analysisId)
    .execute()
}

/** Idempotent: an organization that already has meetings is left alone. One transaction per organization. */
export async function seedProductDemo(db: Db): Promise<void> {
  for (const org of DEMO_ORGANIZATIONS) {
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(724020)`.execute(trx)
      const row = await trx.selectFrom('organizations').select('id').where('slug', '=', org.slug).executeTakeFirst()
      if (!row) return
      const has = await trx.selectFrom('meetings').select('id').where('org_id', '=', row.id).limit(1).executeTakeFirst()
      if (!has) await seedOrganization(trx, row.id, org.slug)
    })
  }
}
