import { Type, type Static } from '@sinclair/typebox'
import { IsoDateTime, Nullable, PagingQuery, StringEnum, Uuid } from '../../lib/schemas/common.js'

export const FILE_KINDS = ['recording', 'transcript', 'notes'] as const

export const RbotFileSchema = Type.Object(
  {
    id: Uuid,
    meetingId: Nullable(Uuid),
    meetingTitle: Nullable(Type.String()),
    name: Type.String(),
    kind: StringEnum(FILE_KINDS),
    mime: Type.String(),
    size: Type.Integer(),
    /** Whether the file can be imported as its meeting's transcript. */
    importable: Type.Boolean(),
    uploadedBy: StringEnum(['person', 'bot']),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
)
export type RbotFile = Static<typeof RbotFileSchema>

export const RbotFilePageSchema = Type.Object(
  {
    files: Type.Array(RbotFileSchema),
    total: Type.Integer(),
    /** Bytes the organization stores, and what its plan allows. */
    usedBytes: Type.Integer(),
    quotaBytes: Type.Integer(),
  },
  { additionalProperties: false },
)

export const RbotFileListQuery = Type.Object(
  {
    ...PagingQuery,
    meetingId: Type.Optional(Uuid),
    kind: Type.Optional(StringEnum(FILE_KINDS)),
    sortBy: StringEnum(['name', 'size', 'createdAt', 'kind'], { default: 'createdAt' }),
  },
  { additionalProperties: false },
)
export type RbotFileListQuery = Static<typeof RbotFileListQuery>

export const UploadBody = Type.Object(
  {
    meetingId: Type.Optional(
      Type.String({ format: 'uuid', description: 'The meeting the file belongs to (a field before the file part)' }),
    ),
    file: Type.String({ format: 'binary' }),
  },
  { description: 'multipart/form-data: an optional `meetingId` field, then one file' },
)

export const BotKeySchema = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    prefix: Type.String(),
    createdAt: IsoDateTime,
    lastUsedAt: Nullable(IsoDateTime),
    revoked: Type.Boolean(),
  },
  { additionalProperties: false },
)
export const BotKeyListSchema = Type.Object({ keys: Type.Array(BotKeySchema) }, { additionalProperties: false })
export const CreateBotKeyBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 80 }) },
  { additionalProperties: false },
)
export const CreatedBotKeySchema = Type.Object(
  { key: BotKeySchema, secret: Type.String({ description: 'The key itself: shown once, stored only as a hash' }) },
  { additionalProperties: false },
)
