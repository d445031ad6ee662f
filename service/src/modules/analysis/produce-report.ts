import type { Handle } from '../../db/handle.js'
import { storeReadyReport } from './analysis-run-repository.js'
import { profileHistory, resolveProfile } from '../profiles/index.js'
import { activeTemplateFor, recordTemplateUsed } from '../templates/index.js'
import { recordLlmUsage } from './usage-repository.js'
import { deepMask } from '../meetings/index.js'
import { KIND_ENGINES } from './kind-engines.js'
import type { ModelCallTrace } from '../model-calls/index.js'
import type { AnalysisEngine, EngineOutput, ReportKind, Segment } from './types.js'

export interface KindContext {
  orgId: string
  meetingId: string | null
  kind: ReportKind
  segments: Segment[]
  subject: string | null
  language: 'en' | 'ru'
  /** The meeting's day (YYYY-MM-DD), for due dates. */
  meetingDate?: string
}

/** Runs the engine for one kind with the organization's context: its template sections and the person's history. */
export async function analyzeKind(
  db: Handle,
  engine: AnalysisEngine,
  ctx: KindContext,
  signal?: AbortSignal,
  trace?: ModelCallTrace,
): Promise<EngineOutput & { templateId?: string }> {
  const template = await activeTemplateFor(db, ctx.orgId, ctx.kind)
  const sections = template?.sections
  const history =
    KIND_ENGINES[ctx.kind].readsHistory && ctx.subject
      ? (await profileHistory(db, ctx.orgId, ctx.subject)).map((r) => ({
          kind: r.kind as ReportKind,
          createdAt: r.created_at.toISOString(),
          content: r.content,
        }))
      : undefined
  const output = await engine.analyze(
    {
      kind: ctx.kind,
      segments: ctx.segments,
      language: ctx.language,
      ...(ctx.meetingDate ? { meetingDate: ctx.meetingDate } : {}),
      ...(ctx.subject ? { subject: ctx.subject } : {}),
      ...(sections ? { sections } : {}),
      ...(history ? { history } : {}),
    },
    signal,
    trace,
  )
  return template ? { ...output, templateId: template.id } : output
}

/**
 * Everything that follows a finished kind, in the caller's one transaction: the report becomes ready,
 * its person's profile is linked (created when new), and model usage is recorded as cost.
 */
export async function storeKindResult(
  trx: Handle,
  analysisId: string,
  ctx: KindContext,
  output: EngineOutput & { templateId?: string },
): Promise<string | undefined> {
  const profileId = ctx.subject ? await resolveProfile(trx, ctx.orgId, ctx.subject, ctx.meetingId) : null
  // The report keeps the template version it was scored with (its id), so its page can name it.
  // Sensitive values never reach a stored report, whichever engine wrote it and whatever it quoted.
  const stored = await storeReadyReport(trx, analysisId, ctx.kind, {
    summary: deepMask(output.summary),
    content: deepMask(output.content),
    profileId,
    language: ctx.language,
  })
  if (stored && output.templateId) await recordTemplateUsed(trx, stored.id, output.templateId)
  if (stored && output.usage)
    await recordLlmUsage(trx, ctx.orgId, output.usage, {
      analysisId,
      reportId: stored.id,
      kind: ctx.kind,
      meetingId: ctx.meetingId,
    })
  return stored?.id
}
