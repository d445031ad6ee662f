import { Type, type Static } from '@sinclair/typebox'
import { IsoDateTime, Nullable, PagingQuery, StringEnum, Uuid } from '../../lib/schemas/common.js'

export const SUPPORT_STATUSES = ['open', 'waiting', 'resolved', 'closed'] as const
export const SUPPORT_CATEGORIES = ['question', 'bug', 'billing', 'feature', 'account', 'other'] as const

export const SupportStatusSchema = StringEnum(SUPPORT_STATUSES, { $id: 'SupportStatus' })
export const SupportCategorySchema = StringEnum(SUPPORT_CATEGORIES, { $id: 'SupportCategory' })
export const SupportPersonSchema = Type.Object(
  { id: Uuid, name: Type.String(), email: Type.String() },
  { $id: 'SupportPerson', additionalProperties: false },
)

const summaryFields = {
  id: Uuid,
  orgId: Nullable(Uuid),
  organization: Nullable(Type.String()),
  requester: Type.Ref(SupportPersonSchema),
  subject: Type.String(),
  category: Type.Ref(SupportCategorySchema),
  status: Type.Ref(SupportStatusSchema),
  assignee: Nullable(Type.Ref(SupportPersonSchema)),
  replyCount: Type.Integer(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
}
export const SupportRequestSummarySchema = Type.Object(summaryFields, {
  $id: 'SupportRequestSummary',
  additionalProperties: false,
})
export type SupportRequestSummary = Static<typeof SupportRequestSummarySchema>

export const SupportReplySchema = Type.Object(
  {
    id: Uuid,
    author: Nullable(Type.Ref(SupportPersonSchema)),
    fromStaff: Type.Boolean({ description: 'Written by support (the superadmin) rather than the requesting side' }),
    body: Type.String(),
    createdAt: IsoDateTime,
  },
  { $id: 'SupportReply', additionalProperties: false },
)
export type SupportReply = Static<typeof SupportReplySchema>

export const SupportAttachmentSchema = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    mime: Type.String({
      description:
        'Told from the first bytes: image/png, image/jpeg, image/gif, image/webp, application/pdf or text/plain',
    }),
    size: Type.Integer({ minimum: 1 }),
    uploadedBy: Nullable(Type.Ref(SupportPersonSchema)),
    fromStaff: Type.Boolean(),
    createdAt: IsoDateTime,
  },
  { $id: 'SupportAttachment', additionalProperties: false },
)
export type SupportAttachment = Static<typeof SupportAttachmentSchema>

export const SupportAttachmentUploadBody = Type.Object(
  {
    file: Type.String({ format: 'binary' }),
  },
  {
    description:
      'multipart/form-data: one file (PNG, JPEG, GIF, WebP, PDF or plain text by its first bytes), at most 10 MB',
  },
)

export const SupportAttachmentParams = Type.Object({ id: Uuid, attachmentId: Uuid }, { additionalProperties: false })

export const SupportRequestSchema = Type.Object(
  {
    ...summaryFields,
    description: Type.String(),
    replies: Type.Array(Type.Ref(SupportReplySchema)),
    attachments: Type.Array(Type.Ref(SupportAttachmentSchema), {
      description: 'Files either side attached, oldest first',
    }),
  },
  { $id: 'SupportRequest', additionalProperties: false },
)
export type SupportRequest = Static<typeof SupportRequestSchema>

export const SupportRequestPageSchema = Type.Object(
  { requests: Type.Array(Type.Ref(SupportRequestSummarySchema)), total: Type.Integer() },
  { $id: 'SupportRequestPage', additionalProperties: false },
)

export const SupportSortKeys = ['updatedAt', 'createdAt', 'status', 'subject'] as const
export const SupportListQuery = Type.Object(
  {
    ...PagingQuery,
    status: Type.Optional(Type.Ref(SupportStatusSchema)),
    category: Type.Optional(Type.Ref(SupportCategorySchema)),
    assignedToMe: Type.Optional(Type.Boolean()),
    sortBy: StringEnum(SupportSortKeys, { default: 'updatedAt' }),
    orderBy: StringEnum(['asc', 'desc'], { default: 'desc' }),
  },
  { additionalProperties: false },
)
export type SupportListQuery = Static<typeof SupportListQuery>

export const CreateSupportRequestBody = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: 200 }),
    category: Type.Ref(SupportCategorySchema),
    description: Type.String({ minLength: 1, maxLength: 10000 }),
  },
  { additionalProperties: false },
)

export const SupportReplyBody = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: 10000 }) },
  { additionalProperties: false },
)

export const UpdateSupportRequestBody = Type.Object(
  {
    status: Type.Optional(Type.Ref(SupportStatusSchema)),
    assigneeId: Type.Optional(Nullable(Uuid)),
  },
  { additionalProperties: false, minProperties: 1 },
)

export const supportSchemas = [
  SupportStatusSchema,
  SupportCategorySchema,
  SupportPersonSchema,
  SupportRequestSummarySchema,
  SupportReplySchema,
  SupportAttachmentSchema,
  SupportRequestSchema,
  SupportRequestPageSchema,
]
