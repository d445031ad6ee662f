import type { RunListRow, RunRow } from '../llm-run-repository.js'
import type { LlmRun } from '../schemas.js'

const duration = (r: { started_at: Date | null; finished_at: Date | null }) =>
  r.started_at && r.finished_at ? Math.max(0, r.finished_at.getTime() - r.started_at.getTime()) : null

export function toRunListItem(r: RunListRow | RunRow) {
  return {
    id: r.id,
    title: r.title,
    status: r.status,
    sourceKind: r.source_kind,
    sourceName: r.source_name,
    engine: r.engine,
    model: r.model,
    progress: r.progress,
    promptTokens: r.prompt_tokens,
    completionTokens: r.completion_tokens,
    costMinor: r.cost_minor,
    currency: r.currency,
    durationMs: duration(r),
    error: r.error,
    createdBy: r.created_by_name ?? null,
    createdAt: r.created_at.toISOString(),
  }
}

export function toRun(r: RunRow): LlmRun {
  return {
    ...toRunListItem(r),
    options: r.options,
    meetingId: r.meeting_id,
    selfInterviewId: r.self_interview_id,
    rerunOf: r.rerun_of,
    templateId: r.template_id,
    inputBytes: r.input_bytes,
    attempts: r.attempts,
    startedAt: r.started_at?.toISOString() ?? null,
    finishedAt: r.finished_at?.toISOString() ?? null,
    result: r.result,
    chunks: r.chunks,
  }
}
