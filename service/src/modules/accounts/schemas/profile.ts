import { Type, type Static } from '@sinclair/typebox'
import { RoleSchema } from './auth.js'
import { Nullable, StringEnum, Uuid } from '../../../lib/schemas/common.js'

/** The interface languages; Arabic is right-to-left. */
export const LANGUAGES = ['en', 'ru', 'fr', 'ar'] as const
export const LanguageSchema = StringEnum(LANGUAGES, { $id: 'Language' })

export const AccountProfileSchema = Type.Object(
  {
    id: Uuid,
    fullName: Type.String(),
    email: Type.String(),
    avatar: Nullable(Type.String({ description: 'URL of the uploaded picture' })),
    language: Type.String(),
    phone: Nullable(Type.String()),
    timezone: Nullable(Type.String({ description: 'IANA time zone, e.g. Europe/Paris' })),
    role: Type.Ref(RoleSchema),
    orgId: Nullable(Uuid),
    orgName: Nullable(Type.String()),
    twoStepEnabled: Type.Boolean(),
  },
  { $id: 'AccountProfile', additionalProperties: false },
)
export type AccountProfile = Static<typeof AccountProfileSchema>

// The e-mail is the sign-in identity: it is not changed from here (that would need a verification round trip).
export const UpdateProfileBody = Type.Object(
  {
    fullName: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    language: Type.Optional(Type.Ref(LanguageSchema)),
    phone: Type.Optional(Nullable(Type.String({ pattern: '^\\+?[0-9 ().-]{5,30}$' }))),
    timezone: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 64 }))),
  },
  { additionalProperties: false, minProperties: 1 },
)
export type UpdateProfileBody = Static<typeof UpdateProfileBody>

export const ChangePasswordBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 1024 }),
    newPassword: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
)

/** Documents the multipart upload; the handler reads and checks the stream itself. */
export const AvatarUploadBody = Type.Object(
  { file: Type.String({ format: 'binary', description: 'PNG, JPEG or WebP, at most 2 MB' }) },
  { additionalProperties: false },
)
