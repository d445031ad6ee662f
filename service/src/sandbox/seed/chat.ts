import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import { DOCUMENT_KEYS } from '../shared/documents-repository.js'
import { avatar, json, randomFor, REFERENCE_DATE } from './random.js'
import { english, CHAT_ABOUT, CHAT_MESSAGES } from './english-text.js'

const STATUSES = ['online', 'offline', 'busy', 'away']
export const PROFILE_USER_ID = 11

/** The signed-in profile (id 11), 8 contacts, and chats with 5 of them. */
export async function seedChat(trx: Transaction<Database>) {
  const faker = randomFor(7103)
  const profile = {
    id: PROFILE_USER_ID,
    avatar: avatar(faker),
    fullName: faker.person.fullName(),
    role: 'admin',
    about: english(faker.lorem.sentence(), CHAT_ABOUT),
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  }
  await trx
    .insertInto('sandbox_documents')
    .values({ key: DOCUMENT_KEYS.chatProfile, body: json(profile) })
    .execute()

  const contacts = Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    full_name: faker.person.fullName(),
    role: faker.person.jobTitle(),
    about: english(faker.lorem.sentence(), CHAT_ABOUT),
    // Two contacts have no picture: the web shows their initials.
    avatar: i % 4 === 3 ? '' : avatar(faker),
    status: STATUSES[i % STATUSES.length],
  }))
  await trx.insertInto('sandbox_chat_contacts').values(contacts).execute()

  const chatUsers = [1, 2, 3, 5, 6]
  await trx
    .insertInto('sandbox_chats')
    .values(
      chatUsers.map((userId, i) => ({
        id: i + 1,
        user_id: userId,
        unseen_msgs: i % 2 === 0 ? faker.number.int({ min: 0, max: 3 }) : 0,
      })),
    )
    .execute()
  let time = REFERENCE_DATE.getTime() - 3 * 86_400_000
  const messages = chatUsers.flatMap((userId, i) =>
    Array.from({ length: faker.number.int({ min: 3, max: 7 }) }, (_, m) => {
      time += faker.number.int({ min: 1, max: 90 }) * 60_000
      return {
        chat_id: i + 1,
        message: english(faker.lorem.sentence({ min: 3, max: 14 }), CHAT_MESSAGES),
        time: new Date(time),
        sender_id: m % 2 === 0 ? userId : PROFILE_USER_ID,
        is_sent: true,
        is_delivered: true,
        is_seen: m % 3 !== 2,
      }
    }),
  )
  await trx.insertInto('sandbox_chat_messages').values(messages).execute()
}
