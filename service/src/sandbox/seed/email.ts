import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import { EMAIL_LABELS } from '../email/index.js'
import { avatar, json, randomFor, REFERENCE_DATE } from './random.js'
import { english, EMAIL_PARAGRAPHS, EMAIL_REPLIES } from './english-text.js'

const ME = { email: 'admin@example.com', name: 'Me' }
const FOLDERS = ['inbox', 'inbox', 'inbox', 'inbox', 'sent', 'draft', 'spam'] as const

const localStamp = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ')

/** 40 mails across the folders with labels, stars, read flags, a few trashed, attachments and replies. */
export async function seedEmail(trx: Transaction<Database>) {
  const faker = randomFor(7105)
  let time = REFERENCE_DATE.getTime() - 40 * 86_400_000
  const emails = Array.from({ length: 40 }, (_, i) => {
    time += faker.number.int({ min: 2, max: 30 }) * 3_600_000
    const folder = FOLDERS[i % FOLDERS.length]
    const sender = { email: faker.internet.email().toLowerCase(), name: faker.person.fullName(), avatar: avatar(faker) }
    const from = folder === 'sent' || folder === 'draft' ? { ...ME, avatar: '/images/avatars/1.png' } : sender
    const to = folder === 'sent' || folder === 'draft' ? [{ email: sender.email, name: sender.name }] : [ME]
    const subject = faker.company.catchPhrase()
    const attachments =
      i % 6 === 0
        ? [
            {
              fileName: `${faker.system.commonFileName('pdf')}`,
              thumbnail: '/images/icons/file-pdf.png',
              url: '',
              size: `${faker.number.int({ min: 1, max: 9 })}mb`,
            },
          ]
        : []
    const replies =
      i % 9 === 0
        ? [
            {
              id: 1000 + i,
              to: [{ email: from.email, name: from.name }],
              from: { ...ME, avatar: '/images/avatars/1.png' },
              subject: `Re: ${subject}`,
              cc: [],
              bcc: [],
              message: `<p>${english(faker.lorem.sentences(2), EMAIL_REPLIES)}</p>`,
              attachments: [],
              isStarred: false,
              labels: [],
              time: localStamp(new Date(time + 3_600_000)).replace(' ', 'T'),
              folder: 'sent',
              isRead: true,
              isDeleted: false,
            },
          ]
        : []
    return {
      id: i + 1,
      to_list: json(to),
      from_email: from.email,
      from_name: from.name,
      from_avatar: from.avatar,
      subject,
      cc: json(i % 5 === 0 ? [faker.internet.email().toLowerCase()] : []),
      bcc: json([]),
      message: `<p>Hello ${to[0].name},</p><p>${english(faker.lorem.paragraph(), EMAIL_PARAGRAPHS)}</p><p>${english(faker.lorem.paragraph(), EMAIL_REPLIES)}</p><p>Best,<br>${from.name}</p>`,
      attachments: json(attachments),
      is_starred: i % 4 === 1,
      labels: faker.helpers.arrayElements([...EMAIL_LABELS], { min: 0, max: 2 }),
      time: localStamp(new Date(time)),
      replies: json(replies),
      folder,
      is_read: folder === 'sent' || folder === 'draft' || i % 3 === 0,
      is_deleted: i % 10 === 7,
    }
  })
  await trx.insertInto('sandbox_emails').values(emails).execute()
}
