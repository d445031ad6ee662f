import { Type, type Static } from '@sinclair/typebox'
import { IsoDateTime, Nullable, StringEnum, Uuid } from '../../../lib/schemas/common.js'
import { SELF_SERVE_PLANS } from '../../billing/index.js'
import { ACTIONS, SUBJECTS } from '../../../permissions/subjects.js'

export const RoleSchema = StringEnum(['superadmin', 'admin', 'client', 'demo', 'omc'], { $id: 'Role' })

/** The permission vocabulary, typed once here and carried to the web by the OpenAPI document. */
export const ActionSchema = StringEnum([...ACTIONS], { $id: 'Action' })
export const SubjectSchema = StringEnum([...SUBJECTS], { $id: 'Subject' })

const OneOrMany = Type.Union([Type.String(), Type.Array(Type.String())])
export const AbilityRuleSchema = Type.Object(
  {
    action: Type.Union([Type.Ref(ActionSchema), Type.Array(Type.Ref(ActionSchema))]),
    subject: Type.Union([Type.Ref(SubjectSchema), Type.Array(Type.Ref(SubjectSchema))]),
    conditions: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    fields: Type.Optional(OneOrMany),
    inverted: Type.Optional(Type.Boolean()),
    reason: Type.Optional(Type.String()),
  },
  { $id: 'AbilityRule', additionalProperties: false },
)

export const UserDataSchema = Type.Object(
  {
    id: Uuid,
    fullName: Type.String(),
    email: Type.String(),
    role: Type.Ref(RoleSchema),
    orgId: Nullable(Uuid),
    orgName: Nullable(Type.String()),
    avatar: Nullable(Type.String()),
    homePath: Nullable(Type.String()),
    language: Type.String(),
    emailVerified: Type.Boolean({
      description:
        'Whether the account followed its e-mail verification link (accounts older than the feature count as verified)',
    }),
  },
  { $id: 'UserData', additionalProperties: false },
)
export type UserData = Static<typeof UserDataSchema>

export const SessionSchema = Type.Object(
  {
    userAbilityRules: Type.Array(Type.Ref(AbilityRuleSchema)),
    accessToken: Type.String(),
    userData: Type.Ref(UserDataSchema),
  },
  { $id: 'Session', additionalProperties: false },
)

export const MeSchema = Type.Object(
  { userData: Type.Ref(UserDataSchema), userAbilityRules: Type.Array(Type.Ref(AbilityRuleSchema)) },
  { $id: 'Me', additionalProperties: false },
)

const Email = Type.String({ minLength: 3, maxLength: 254 })
const Password = Type.String({ minLength: 1, maxLength: 1024 })

export const LoginBody = Type.Object({ email: Email, password: Password }, { additionalProperties: false })
export const RegisterBody = Type.Object(
  {
    fullName: Type.String({ minLength: 1, maxLength: 120 }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: Password,
    organizationName: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    /** The new organization's plan, chosen on the payment or checkout page; basic when left out. */
    plan: Type.Optional(
      StringEnum(SELF_SERVE_PLANS, { description: 'basic (default), team or company; enterprise is negotiated' }),
    ),
  },
  { additionalProperties: false },
)
export const ForgotPasswordBody = Type.Object({ email: Email }, { additionalProperties: false })
export const ResetPasswordBody = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 200 }), password: Password },
  { additionalProperties: false },
)
export const MessageSchema = Type.Object({ message: Type.String() }, { $id: 'Message', additionalProperties: false })

// E-mail verification (routes/auth/email-verification.ts). Any token length is accepted so that a mangled link
// gets the same "invalid or expired" answer as an unknown one.
export const VerifyEmailBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
)
export const EmailVerifiedSchema = Type.Object(
  { email: Type.String(), verifiedAt: IsoDateTime },
  { additionalProperties: false },
)
export const ResendVerificationBody = Type.Object({ email: Email }, { additionalProperties: false })
export const AcceptedSchema = Type.Object(
  {},
  { additionalProperties: false, description: 'Accepted; nothing to report' },
)
