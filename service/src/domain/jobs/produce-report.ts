import type { Handle } from '../../repositories/product/handle.js'
import { storeReadyReport } from '../../repositories/product/analysis-run-repository.js'
import { profileHistory, resolveProfile } from '../../repositories/product/profile-link-repository.js'
import { sectionsFor } from '../../repositories/product/template-repository.js'
import { recordLlmUsage } from '../../repositories/product/usage-repository.js'
import { deepMask } from '../analysis/builtin/sensitive/deep-mask.js'
import type { AnalysisEngine, EngineOutput, ReportKind, Segment } from '../analysis/types.js'

export interface KindContext {
  orgId: string
  meetingId: string | null
  kind: ReportKind
  segments: Segment[]
  subject: string | null
  language: 'en' | 'ru'
}

/** Runs the engine for one kind with the organization's context: its template sections and the person's history. */
export async function analyzeKind(db: Handle, engine: AnalysisEngine, ctx: KindContext, signal?: AbortSignal): Promise<EngineOutput> {
  const sections = await sectionsFor(db, ctx.orgId, ctx.kind)
  const history = ctx.kind === 'digital-profile' && ctx.subject
    ? (await profileHistory(db, ctx.orgId, ctx.subject)).map((r) => ({ kind: r.kind as ReportKind, createdAt: r.created_at.toISOString(), content: r.content }))
    : undefined
  return engine.analyze({
    kind: ctx.kind,
    segments: ctx.segments,
    language: ctx.language,
    ...(ctx.subject ? { subject: ctx.subject } : {}),
    ...(sections ? { sections } : {}),
    ...(history ? { history } : {}),
  }, signal)
}

/**
 * Everything that follows a finished kind, in the caller's one transaction: the report becomes ready,
 * its person's profile is linked (created when new), and model usage is recorded as cost.
 */
export async function storeKindResult(trx: Handle, analysisId: string, ctx: KindContext, output: EngineOutput): Promise<string | undefined> {
  const profileId = ctx.subject ? await resolveProfile(trx, ctx.orgId, ctx.subject, ctx.meetingId) : null
  // Sensitive values never reach a stored report, whichever engine wrote it and whatever it quoted.
  const stored = await storeReadyReport(trx, analysisId, ctx.kind, { summary: deepMask(output.summary), content: deepMask(output.content), profileId, language: ctx.language })
  if (stored && output.usage) await recordLlmUsage(trx, ctx.orgId, output.usage, { analysisId, reportId: stored.id, kind: ctx.kind, meetingId: ctx.meetingId })
  return stored?.id
}
