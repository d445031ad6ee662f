import type { operations } from '@debrief/openapi/schema'
import { api } from '../../lib/api-client'
import { paths } from '../../config/paths'

export type TranscriptSearchPage = operations['searchTranscripts']['responses'][200]['content']['application/json']
export type TranscriptHit = TranscriptSearchPage['items'][number]
export type SearchLanguage = NonNullable<operations['searchTranscripts']['parameters']['query']>['lang']

export const SEARCH_LANGUAGES = ['en', 'ru', 'fr', 'ar', 'other'] as const

/** GET /api/search/transcripts: one page of ranked hits, server-paged. */
export const searchTranscripts = (
  query: { q: string; lang?: SearchLanguage; page: number; pageSize: number },
  signal?: AbortSignal,
) => api.GET('/api/search/transcripts', { params: { query }, signal })

/** Where a hit opens: the meeting at the utterance (the page's own `?t=` deep link, in ms), or the report. */
export function hitHref(hit: TranscriptHit): string {
  if (hit.kind === 'report' && hit.reportId) return paths.reports.detail.getHref({ id: hit.reportId })
  const meeting = paths.meetings.detail.getHref({ id: hit.meetingId ?? '' })
  return hit.startMs === null ? meeting : `${meeting}?t=${hit.startMs}`
}

/** The search screen's address for a query: Ctrl+K links here. */
export const transcriptSearchHref = (q: string) => `${paths.transcriptSearch.getHref()}?${new URLSearchParams({ q })}`

export type AskAnswer = operations['askMeetings']['responses'][200]['content']['application/json']
export type AskQuote = AskAnswer['quotes'][number]

/**
 * POST /api/search/ask: the organization's model answers from the best-matching lines with verified quotes when
 * one is connected (the service's default), else the built-in engine returns the lines themselves.
 */
export const askMeetings = (question: string, signal?: AbortSignal) =>
  api.POST('/api/search/ask', { body: { question }, signal })

/** Where a quote opens: its meeting at the utterance (ms, as the meeting page's `?t=` reads). */
export const quoteHref = (quote: AskQuote) =>
  `${paths.meetings.detail.getHref({ id: quote.meetingId })}?t=${quote.startMs}`
