import { sql, type Selectable } from 'kysely'
import type { SandboxCalendarEventsTable } from '../../db/schema.js'
import type { CalendarEvent, CreateCalendarEventBody, UpdateCalendarEventBody } from './schemas.js'
import type { Handle } from '../shared/handle.js'
import { lockScopeForWrite } from '../copy/index.js'
type Row = Selectable<SandboxCalendarEventsTable>

const toEvent = (r: Row): CalendarEvent => ({
  id: r.id,
  url: r.url,
  title: r.title,
  start: r.start_at.toISOString(),
  end: r.end_at.toISOString(),
  allDay: r.all_day,
  extendedProps: {
    calendar: r.calendar as CalendarEvent['extendedProps']['calendar'],
    ...(r.guests.length ? { guests: r.guests } : {}),
    ...(r.location ? { location: r.location } : {}),
    ...(r.description ? { description: r.description } : {}),
  },
})

export async function listEvents(db: Handle, scope: string, calendars: string[]): Promise<CalendarEvent[]> {
  if (!calendars.length) return []
  const rows = await db
    .selectFrom('sandbox_calendar_events')
    .selectAll()
    .where('scope', '=', scope)
    .where('calendar', 'in', calendars)
    .orderBy('start_at')
    .orderBy('id')
    .execute()
  return rows.map(toEvent)
}

const columnsOf = (e: Partial<Omit<CreateCalendarEventBody, 'extendedProps'>>) => ({
  ...(e.url === undefined ? {} : { url: e.url }),
  ...(e.title === undefined ? {} : { title: e.title }),
  ...(e.start === undefined ? {} : { start_at: new Date(e.start) }),
  ...(e.end === undefined ? {} : { end_at: new Date(e.end) }),
  ...(e.allDay === undefined ? {} : { all_day: e.allDay }),
})

/** The new id is the last id + 1; a transaction lock keeps two creators from taking the same one. */
export async function insertEvent(db: Handle, scope: string, e: CreateCalendarEventBody): Promise<CalendarEvent> {
  return db.transaction().execute(async (trx) => {
    await lockScopeForWrite(trx, scope, 'sandbox_calendar_events')
    const { next } = await trx
      .selectFrom('sandbox_calendar_events')
      .where('scope', '=', scope)
      .select(sql<number>`coalesce(max(id), 0) + 1`.as('next'))
      .executeTakeFirstOrThrow()
    const row = await trx
      .insertInto('sandbox_calendar_events')
      .values({
        scope,
        id: next,
        url: e.url ?? '',
        title: e.title,
        start_at: new Date(e.start),
        end_at: new Date(e.end),
        all_day: e.allDay ?? false,
        calendar: e.extendedProps.calendar,
        guests: JSON.stringify(e.extendedProps.guests ?? []),
        location: e.extendedProps.location ?? null,
        description: e.extendedProps.description ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return toEvent(row)
  })
}

/** Merges the given fields (and extendedProps fields) into the stored event; undefined when there is none. */
export async function updateEvent(
  db: Handle,
  scope: string,
  id: number,
  e: UpdateCalendarEventBody,
): Promise<CalendarEvent | undefined> {
  const x = e.extendedProps ?? {}
  const changes = {
    ...columnsOf(e),
    ...(x.calendar === undefined ? {} : { calendar: x.calendar }),
    ...(x.guests === undefined ? {} : { guests: JSON.stringify(x.guests) }),
    ...(x.location === undefined ? {} : { location: x.location }),
    ...(x.description === undefined ? {} : { description: x.description }),
  }
  // Nothing to merge (`{}`, or only the id): an UPDATE without a SET list is not SQL, so answer the event as it is.
  const row =
    Object.keys(changes).length === 0
      ? await db
          .selectFrom('sandbox_calendar_events')
          .selectAll()
          .where('scope', '=', scope)
          .where('id', '=', id)
          .executeTakeFirst()
      : await db
          .updateTable('sandbox_calendar_events')
          .set(changes)
          .where('scope', '=', scope)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst()
  return row && toEvent(row)
}

export const deleteEvent = async (db: Handle, scope: string, id: number) =>
  Number(
    (await db.deleteFrom('sandbox_calendar_events').where('scope', '=', scope).where('id', '=', id).executeTakeFirst())
      .numDeletedRows,
  ) > 0
