import { useState } from 'react'
import { listMeetings, type MeetingQuery } from './api'
import { useLoad } from '../../lib/use-load'

// Spec sections 5 and 9: page 1, ten rows; the latest meetings first until the user sorts.
export const INITIAL_QUERY: MeetingQuery = { page: 1, itemsPerPage: 10, sortBy: 'scheduledAt', orderBy: 'desc' }

export function useMeetingList(fallbackError: string) {
  const [query, setQuery] = useState<MeetingQuery>(INITIAL_QUERY)
  const list = useLoad((signal) => listMeetings(query, signal), [query], fallbackError)
  return { query, setQuery, ...list, rows: list.data?.meetings ?? [], total: list.data?.total ?? 0 }
}
