import { Type, type Static } from '@sinclair/typebox'

const Address = Type.String({ format: 'email', maxLength: 254 })

/** A written mail: sent (to at least one address) or kept as a draft (anything goes, even empty). */
export const ComposeEmailBody = Type.Object(
  {
    to: Type.Array(Address, { maxItems: 50 }),
    cc: Type.Optional(Type.Array(Address, { maxItems: 50 })),
    bcc: Type.Optional(Type.Array(Address, { maxItems: 50 })),
    subject: Type.String({ maxLength: 300 }),
    message: Type.String({ maxLength: 100_000, description: 'HTML' }),
    attachments: Type.Optional(
      Type.Array(
        Type.Object(
          {
            fileName: Type.String({ minLength: 1, maxLength: 200 }),
            size: Type.String({ maxLength: 20, description: 'As shown, e.g. "12 KB"' }),
            id: Type.Optional(
              Type.String({ format: 'uuid', description: 'An uploaded attachment (POST …/email/attachments) to send' }),
            ),
          },
          { additionalProperties: false },
        ),
        { maxItems: 10 },
      ),
    ),
    draft: Type.Optional(Type.Boolean({ description: 'Store in the draft folder instead of sent' })),
  },
  { additionalProperties: false },
)
export type ComposeEmailBody = Static<typeof ComposeEmailBody>
