import type { Handle } from '../../db/handle.js'
import { localMonth } from './org-repository.js'
import type { Work, WorkItem } from './reserve-work.js'

/**
 * An analysed meeting is billed once per organization-local month: the first analysis of the meeting that
 * completes in the month writes the row under this key; any later one that month (another kind, another person,
 * a report's rerun) finds the key taken and costs no further unit.
 */
export async function analysedMeetingKey(db: Handle, orgId: string, meetingId: string): Promise<string> {
  const month = await localMonth(db, orgId)
  return `analysed-meeting:${meetingId}:${month.start.slice(0, 7)}`
}

/**
 * What a language-model analysis is estimated to use per report kind while it waits: the transcript once
 * (about four characters a token) plus the prompt, and a long answer. The real tokens replace it when the
 * report is stored.
 */
export const LLM_ESTIMATE = { charsPerToken: 4, promptTokens: 1500, outputTokens: 1500 }

export interface AnalysisWork {
  orgId: string
  analysisId: string
  meetingId: string
  engine: 'builtin' | 'llm'
  kinds: string[]
  transcriptChars: number
  llmModel?: string | undefined
}

/** The reservation of one analysis job: the meeting's analysed-meeting unit and, for the llm engine, each kind's tokens. */
export async function analysisWork(db: Handle, a: AnalysisWork): Promise<Work> {
  const items: WorkItem[] = [
    {
      kind: 'analysed-meetings',
      model: a.engine,
      quantity: 1,
      meetingId: a.meetingId,
      usageKey: await analysedMeetingKey(db, a.orgId, a.meetingId),
    },
  ]
  if (a.engine === 'llm')
    for (const kind of a.kinds)
      items.push({
        kind: 'llm-tokens',
        model: a.llmModel ?? '',
        // The key the stored report's usage row carries (recordLlmUsage): storing it settles this estimate.
        usageKey: `llm:${a.analysisId}:${kind}`,
        inputTokens: Math.ceil(a.transcriptChars / LLM_ESTIMATE.charsPerToken) + LLM_ESTIMATE.promptTokens,
        outputTokens: LLM_ESTIMATE.outputTokens,
        meetingId: a.meetingId,
      })
  return { orgId: a.orgId, owner: `analysis:${a.analysisId}`, items }
}
