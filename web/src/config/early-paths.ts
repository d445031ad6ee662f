import { withQuery } from '../lib/early-requests'

/** The meeting list's first page (spec sections 5 and 9): page 1, ten rows, the latest meetings first. */
export const FIRST_MEETINGS_QUERY = { page: 1, itemsPerPage: 10, sortBy: 'scheduledAt', orderBy: 'desc' } as const

/**
 * The GET requests a start page's first render shows, as the API client writes them: the route table sends them at
 * start-up (`early`, app/route-groups) and the screens' `useLoad` takes their answers (its `early` option). One
 * place, so the two cannot drift apart (an answer sent under another URL would just be wasted).
 */
export const earlyPaths = {
  landing: '/api/landing',
  firstMeetings: withQuery('/api/meetings', FIRST_MEETINGS_QUERY),
  report: (id: string) => `/api/reports/${encodeURIComponent(id)}`,
  reportTemplate: (id: string) => `/api/templates/used-by-report/${encodeURIComponent(id)}`,
}
