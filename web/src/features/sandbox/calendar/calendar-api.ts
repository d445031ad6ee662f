import type { operations } from '@debrief/openapi/schema'
import { api } from '../../../lib/api-client'
import { allMembers } from '../../../lib/all-members'

export const CALENDARS = allMembers<CalendarName>()(['Business', 'Holiday', 'Personal', 'ETC', 'Family'])
export type CalendarName =
  operations['addCalendarEvent']['requestBody']['content']['application/json']['extendedProps']['calendar']

export const listEvents = (calendars: CalendarName[], signal?: AbortSignal) =>
  api.GET('/api/apps/calendar', { params: { query: { calendars } }, signal })
export type CalendarEvent = NonNullable<Awaited<ReturnType<typeof listEvents>>['data']>[number]

export interface EventInput {
  title: string
  start: string
  end: string
  allDay: boolean
  url: string
  extendedProps: { calendar: CalendarName; guests: string[]; description: string }
}
export const addEvent = (body: EventInput) => api.POST('/api/apps/calendar', { body })
export const updateEvent = (
  id: number,
  body: Partial<Omit<EventInput, 'extendedProps'>> & { extendedProps?: Partial<EventInput['extendedProps']> },
) => api.PUT('/api/apps/calendar/{id}', { params: { path: { id } }, body })
export const deleteEvent = (id: number) => api.DELETE('/api/apps/calendar/{id}', { params: { path: { id } } })
