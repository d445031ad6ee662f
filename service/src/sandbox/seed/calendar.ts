import type { Transaction } from 'kysely'
import { CALENDARS } from '../calendar/index.js'
import type { Database } from '../../db/schema.js'
import { json, randomFor } from './random.js'
import { english, EVENT_NOTES } from './english-text.js'

const TITLES = [
  'Design review',
  'Quarterly planning',
  'Dentist',
  'Team lunch',
  'Client call',
  'Sprint demo',
  'Family dinner',
  'Yoga class',
  'Public holiday',
  'Budget sync',
  'Interview loop',
  'Product launch',
  'Birthday party',
  'Board meeting',
  'Conference trip',
]

/** 15 events spread over the four weeks around the seeding day (the issue: "events sit around today"). */
export async function seedCalendar(trx: Transaction<Database>, today = new Date()) {
  const faker = randomFor(7102)
  const midnight = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()))
  const events = TITLES.map((title, i) => {
    const offsetDays = faker.number.int({ min: -14, max: 14 })
    const allDay = i % 4 === 0
    const start = new Date(
      midnight.getTime() + offsetDays * 86_400_000 + (allDay ? 0 : faker.number.int({ min: 8, max: 17 }) * 3_600_000),
    )
    const end = new Date(
      start.getTime() +
        (allDay ? faker.number.int({ min: 1, max: 2 }) * 86_400_000 : faker.number.int({ min: 1, max: 3 }) * 3_600_000),
    )
    return {
      id: i + 1,
      url: i % 5 === 0 ? faker.internet.url() : '',
      title,
      start_at: start,
      end_at: end,
      all_day: allDay,
      calendar: CALENDARS[i % CALENDARS.length],
      guests: json(faker.helpers.arrayElements(['Avery', 'Jordan', 'Riley', 'Morgan', 'Casey'], { min: 0, max: 3 })),
      location: i % 3 === 0 ? faker.location.city() : null,
      description: i % 2 === 0 ? english(faker.lorem.sentence(), EVENT_NOTES) : null,
    }
  })
  await trx.insertInto('sandbox_calendar_events').values(events).execute()
}
