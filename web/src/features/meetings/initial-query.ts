import type { MeetingQuery } from './api'

// Spec sections 5 and 9: page 1, ten rows; the latest meetings first until the user sorts. Its own module: the route
// table (app/route-groups/product-routes.ts) sends this first request at start-up without loading the screen.
export const INITIAL_QUERY = {
  page: 1,
  itemsPerPage: 10,
  sortBy: 'scheduledAt',
  orderBy: 'desc',
} as const satisfies MeetingQuery
