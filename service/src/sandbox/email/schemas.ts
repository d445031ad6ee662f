import { Type, type Static } from '@sinclair/typebox'
import { StringEnum } from '../../lib/schemas/common.js'
import { QueryText } from '../shared/list-query.js'

export const EMAIL_FOLDERS = ['inbox', 'draft', 'spam', 'sent'] as const
export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const
export const EMAIL_FILTERS = [...EMAIL_FOLDERS, 'starred', 'trashed'] as const
const Folder = StringEnum(EMAIL_FOLDERS)
const Label = StringEnum(EMAIL_LABELS)

const Person = Type.Object({ email: Type.String(), name: Type.String() }, { additionalProperties: false })
const Attachment = Type.Object(
  { fileName: Type.String(), thumbnail: Type.String(), url: Type.String(), size: Type.String() },
  { additionalProperties: false },
)

const emailFields = {
  id: Type.Integer(),
  to: Type.Array(Person),
  from: Type.Object(
    { email: Type.String(), name: Type.String(), avatar: Type.String() },
    { additionalProperties: false },
  ),
  subject: Type.String(),
  cc: Type.Array(Type.String()),
  bcc: Type.Array(Type.String()),
  message: Type.String({ description: 'HTML' }),
  attachments: Type.Array(Attachment),
  isStarred: Type.Boolean(),
  labels: Type.Array(Type.String({ description: 'personal, company, important, private' })),
  time: Type.String({ description: 'ISO 8601 date-time without zone' }),
  folder: Type.String({ description: 'inbox, draft, spam, sent' }),
  isRead: Type.Boolean(),
  isDeleted: Type.Boolean(),
}
export const EmailReplySchema = Type.Object(emailFields, { additionalProperties: false })
export const EmailSchema = Type.Object(
  { ...emailFields, replies: Type.Array(EmailReplySchema) },
  { additionalProperties: false },
)
export type Email = Static<typeof EmailSchema>

export const EmailQuery = Type.Object({
  q: Type.Optional(QueryText),
  filter: Type.Optional(QueryText),
  label: Type.Optional(QueryText),
})
export type EmailQuery = Static<typeof EmailQuery>

export const EmailsMetaSchema = Type.Object(
  {
    inbox: Type.Integer({ description: 'Unread, not deleted, in the inbox' }),
    draft: Type.Integer({ description: 'Not deleted drafts' }),
    spam: Type.Integer({ description: 'Unread, not deleted spam' }),
    star: Type.Integer({ description: 'Starred, not deleted' }),
  },
  { additionalProperties: false },
)
export type EmailsMeta = Static<typeof EmailsMetaSchema>

export const EmailListSchema = Type.Object(
  { emails: Type.Array(EmailSchema), emailsMeta: EmailsMetaSchema },
  { additionalProperties: false },
)

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 })
export const EmailChanges = Type.Object(
  {
    isRead: Type.Optional(Type.Boolean()),
    isStarred: Type.Optional(Type.Boolean()),
    isDeleted: Type.Optional(Type.Boolean()),
    folder: Type.Optional(Folder),
  },
  { additionalProperties: false, minProperties: 1 },
)
export type EmailChanges = Static<typeof EmailChanges>

export const UpdateEmailsBody = Type.Object(
  {
    ids: Type.Union([Id, Type.Array(Id, { minItems: 1, maxItems: 500 })]),
    data: Type.Optional(EmailChanges),
    label: Type.Optional(Label),
  },
  { additionalProperties: false, description: 'With label: toggle it on the mails. Otherwise merge data into them.' },
)
export type UpdateEmailsBody = Static<typeof UpdateEmailsBody>
