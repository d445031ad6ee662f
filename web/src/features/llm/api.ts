import type { operations } from '@debrief/openapi/schema'
import { api, type ApiSchemas } from '../../lib/api-client'
import { uploadFetch } from './upload-fetch'
import { allMembers } from '../../lib/all-members'

export type LlmRun = ApiSchemas['LlmRun']
export type LlmRunListItem = ApiSchemas['LlmRunListItem']
export type SummaryResult = ApiSchemas['LlmSummaryResult']
export type SummaryOptions = ApiSchemas['LlmSummaryOptions']
export type Quote = ApiSchemas['LlmQuote']
export type LlmSettings = ApiSchemas['LlmSettings']
export type RunQuery = NonNullable<operations['listLlmRuns']['parameters']['query']>
export type RunSortKey = NonNullable<RunQuery['sortBy']>
export type RunStatus = LlmRunListItem['status']

export const RUN_STATUSES = allMembers<RunStatus>()(['queued', 'running', 'completed', 'failed', 'cancelled'])
export const ENGINES = allMembers<SummaryOptions['engine']>()(['builtin', 'llm'])
export const SOURCE_KINDS = allMembers<LlmRunListItem['sourceKind']>()(['text', 'file', 'meeting', 'self-interview'])
export const SECTIONS = allMembers<SummaryOptions['sections'][number]>()([
  'summary',
  'topics',
  'decisions',
  'actionItems',
  'questions',
  'speakers',
])
export const LENGTHS = allMembers<SummaryOptions['length']>()(['short', 'standard', 'detailed'])
export const ACCEPT = '.txt,.vtt,.srt,.json,.docx,.pdf'
export const isFinished = (status: RunStatus | undefined) =>
  status === 'completed' || status === 'failed' || status === 'cancelled'

export const listRuns = (query: RunQuery, signal?: AbortSignal) =>
  api.GET('/api/llm/runs', { params: { query }, signal })
export const getRun = (id: string, signal?: AbortSignal) =>
  api.GET('/api/llm/runs/{id}', { params: { path: { id } }, signal })
export const getRunSource = (id: string, signal?: AbortSignal) =>
  api.GET('/api/llm/runs/{id}/source', { params: { path: { id } }, signal })
export const deleteRun = (id: string) => api.DELETE('/api/llm/runs/{id}', { params: { path: { id } } })
export const cancelRun = (id: string) => api.POST('/api/llm/runs/{id}/cancel', { params: { path: { id } } })
export const rerunRun = (id: string, options: Partial<SummaryOptions>) =>
  api.POST('/api/llm/runs/{id}/rerun', { params: { path: { id } }, body: { options } })
export const getLlmSettings = (signal?: AbortSignal) => api.GET('/api/llm/settings', { signal })
export const updateLlmSettings = (body: { baseUrl?: string | null; model?: string | null; apiKey?: string | null }) =>
  api.PUT('/api/llm/settings', { body })
export const listPrompts = (signal?: AbortSignal) => api.GET('/api/llm/prompts', { signal })

export const createTextRun = (text: string, options: SummaryOptions, title?: string, templateId?: string) =>
  api.POST('/api/llm/runs', {
    body: { text, options, ...(title ? { title } : {}), ...(templateId ? { templateId } : {}) },
  })
export const createMeetingRun = (meetingId: string, options: SummaryOptions, templateId?: string) =>
  api.POST('/api/llm/runs', { body: { meetingId, options, ...(templateId ? { templateId } : {}) } })

export const createSelfInterviewRun = (selfInterviewId: string, options: SummaryOptions, templateId?: string) =>
  api.POST('/api/llm/runs', { body: { selfInterviewId, options, ...(templateId ? { templateId } : {}) } })

/** Multipart upload through the typed client; `onProgress` gets the share of bytes sent (0–1). */
export const uploadRun = (
  file: File,
  options: SummaryOptions,
  onProgress: (share: number) => void,
  templateId?: string,
) =>
  api.POST('/api/llm/runs/upload', {
    body: { file: '', options: JSON.stringify(options) },
    bodySerializer: () => {
      const form = new FormData()
      form.append('file', file)
      form.append('options', JSON.stringify(options))
      if (templateId) form.append('templateId', templateId)
      return form
    },
    fetch: uploadFetch(onProgress),
  })

/** The run's progress as an event stream (the auth middleware adds the token); the body is read by use-run-events. */
export const streamRunEvents = (id: string, signal: AbortSignal) =>
  api.GET('/api/llm/runs/{id}/events', {
    params: { path: { id } },
    parseAs: 'stream',
    signal,
    headers: { accept: 'text/event-stream' },
  })
