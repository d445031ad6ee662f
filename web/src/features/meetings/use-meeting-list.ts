import { useState } from 'react'
import { listMeetings, type MeetingQuery } from './api'
import { useLoad } from '../../lib/use-load'
import { earlyPaths, FIRST_MEETINGS_QUERY } from '../../config/early-paths'

// The latest meetings first until the user sorts; the same first page the route asks for at start-up.
export const INITIAL_QUERY: MeetingQuery = FIRST_MEETINGS_QUERY

export function useMeetingList(fallbackError: string) {
  const [query, setQuery] = useState<MeetingQuery>(INITIAL_QUERY)
  const list = useLoad((signal) => listMeetings(query, signal), [query], fallbackError, {
    early: earlyPaths.firstMeetings,
  })
  return { query, setQuery, ...list, rows: list.data?.meetings ?? [], total: list.data?.total ?? 0 }
}
