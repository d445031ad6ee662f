import { useState } from 'react'
import { listMeetings, type MeetingQuery } from './api'
import { INITIAL_QUERY } from './initial-query'
import { useLoad } from '../../lib/use-load'

export function useMeetingList(fallbackError: string) {
  const [query, setQuery] = useState<MeetingQuery>(INITIAL_QUERY)
  const list = useLoad((signal) => listMeetings(query, signal), [query], fallbackError)
  return { query, setQuery, ...list, rows: list.data?.meetings ?? [], total: list.data?.total ?? 0 }
}
