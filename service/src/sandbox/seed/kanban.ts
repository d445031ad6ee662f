import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import { avatar, day, json, randomFor, REFERENCE_DATE } from './random.js'
import { english, KANBAN_COMMENTS } from './english-text.js'

const BOARDS = ['In Progress', 'In Review', 'Done']
const LABELS = ['UX', 'Images', 'Code Review', 'Dashboard', 'App', 'Charts & Maps']

/** The three starting boards (In Progress, In Review, Done) with 3, 2 and 2 items. */
export async function seedKanban(trx: Transaction<Database>) {
  const faker = randomFor(7107)
  const boards = await trx
    .insertInto('sandbox_kanban_boards')
    .values(BOARDS.map((title, position) => ({ title, position })))
    .returning('id')
    .execute()
  const counts = [3, 2, 2]
  const items = boards.flatMap((board, b) =>
    Array.from({ length: counts[b] }, (_, position) => ({
      board_id: board.id,
      position,
      title: faker.hacker.phrase().replace(/\.$/, ''),
      due_date: day(faker.date.soon({ days: 30, refDate: REFERENCE_DATE })),
      labels: json(faker.helpers.arrayElements(LABELS, { min: 1, max: 2 })),
      members: json(
        Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => ({
          img: avatar(faker),
          name: faker.person.fullName(),
        })),
      ),
      comments: english(faker.lorem.sentence(), KANBAN_COMMENTS),
      attachments: faker.number.int({ min: 0, max: 6 }),
      comments_count: faker.number.int({ min: 0, max: 12 }),
      image: b === 0 && position === 1 ? '/images/apps/kanban/plant.png' : null,
    })),
  )
  await trx.insertInto('sandbox_kanban_items').values(items).execute()
}
