import { Type, type Static } from '@sinclair/typebox'
import { StringEnum } from '../../lib/schemas/common.js'

export const CALENDARS = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const
const Calendar = StringEnum(CALENDARS)
const When = Type.String({ minLength: 10, maxLength: 40, description: 'ISO 8601 date or date-time' })

const ExtendedProps = Type.Object(
  {
    calendar: Calendar,
    guests: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 })),
    location: Type.Optional(Type.String({ maxLength: 200 })),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
)

export const CalendarEventSchema = Type.Object(
  {
    id: Type.Integer(),
    url: Type.String(),
    title: Type.String(),
    start: Type.String({ description: 'ISO 8601 date-time (UTC)' }),
    end: Type.String({ description: 'ISO 8601 date-time (UTC)' }),
    allDay: Type.Boolean(),
    extendedProps: ExtendedProps,
  },
  { additionalProperties: false },
)
export type CalendarEvent = Static<typeof CalendarEventSchema>

/** `id` may be sent back by the template's web; the server chooses the id of a new event and ignores it. */
const writable = {
  id: Type.Optional(Type.Integer()),
  // Shown as a link: http(s) only (a javascript: or data: URL would run in the page that renders it).
  url: Type.Optional(Type.String({ maxLength: 500, pattern: '^(?:$|https?://)' })),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  start: When,
  end: When,
  allDay: Type.Optional(Type.Boolean()),
  extendedProps: ExtendedProps,
}
export const CreateCalendarEventBody = Type.Object(writable, { additionalProperties: false })
export type CreateCalendarEventBody = Static<typeof CreateCalendarEventBody>

export const UpdateCalendarEventBody = Type.Object(
  {
    ...writable,
    title: Type.Optional(writable.title),
    start: Type.Optional(When),
    end: Type.Optional(When),
    extendedProps: Type.Optional(Type.Partial(ExtendedProps, { additionalProperties: false })),
  },
  { additionalProperties: false },
)
export type UpdateCalendarEventBody = Static<typeof UpdateCalendarEventBody>

export const CalendarQuery = Type.Object({
  calendars: Type.Optional(
    Type.Array(Type.String({ maxLength: 100 }), {
      maxItems: 20,
      description: 'Categories, repeated (or comma-separated)',
    }),
  ),
})
export type CalendarQuery = Static<typeof CalendarQuery>
