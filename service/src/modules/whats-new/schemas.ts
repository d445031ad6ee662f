import { Type } from '@sinclair/typebox'
import { IsoDateTime, Nullable, PagingQuery, StringEnum, Uuid } from '../../lib/schemas/common.js'

export const WhatsNewEntrySchema = Type.Object(
  {
    id: Uuid,
    title: Type.String(),
    body: Type.String({ description: 'Markdown; the web renders it sanitized' }),
    publishedAt: IsoDateTime,
    tags: Type.Array(Type.String()),
    link: Nullable(Type.String({ description: 'A screen of the app the entry concerns (a path)' })),
    unread: Type.Boolean(),
  },
  { $id: 'WhatsNewEntry', additionalProperties: false },
)

export const WhatsNewPageSchema = Type.Object(
  {
    entries: Type.Array(Type.Ref(WhatsNewEntrySchema)),
    total: Type.Integer(),
    unread: Type.Integer({ description: 'Entries published after the caller last opened the page' }),
  },
  { $id: 'WhatsNewPage', additionalProperties: false },
)

export const UnreadSchema = Type.Object(
  { unread: Type.Integer() },
  { $id: 'WhatsNewUnread', additionalProperties: false },
)

export const WhatsNewQuery = Type.Object(
  {
    ...PagingQuery,
    tag: Type.Optional(Type.String({ maxLength: 40 })),
    orderBy: StringEnum(['asc', 'desc'], { default: 'desc' }),
  },
  { additionalProperties: false },
)

export const CreateWhatsNewBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    body: Type.String({ minLength: 1, maxLength: 20000 }),
    tags: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9-]+$' }), {
        maxItems: 10,
        uniqueItems: true,
      }),
    ),
    link: Type.Optional(
      Nullable(
        Type.String({
          pattern: '^/[^/]',
          maxLength: 300,
          description: 'A path inside the app, e.g. /meetings/MeetingList',
        }),
      ),
    ),
    publishedAt: Type.Optional(IsoDateTime),
  },
  { additionalProperties: false },
)

export const whatsNewSchemas = [WhatsNewEntrySchema, WhatsNewPageSchema, UnreadSchema]
