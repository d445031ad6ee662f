import { Type, type Static } from '@sinclair/typebox'

/** An uploaded mail attachment: name it in compose's `attachments[].id` to send it with the mail. */
export const EmailAttachmentUploadSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    mime: Type.String(),
    size: Type.Integer({ description: 'Bytes' }),
    url: Type.String({ description: 'Where the bytes are read back (signed in)' }),
  },
  { additionalProperties: false },
)
export type EmailAttachmentUpload = Static<typeof EmailAttachmentUploadSchema>

/** Documents the multipart body; the route reads it as a stream. */
export const EmailAttachmentUploadBody = Type.Object({
  file: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }),
})
