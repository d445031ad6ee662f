import { Type } from '@sinclair/typebox'
import { IsoDateTime } from '../../../lib/schemas/common.js'

const Code = Type.String({
  minLength: 6,
  maxLength: 32,
  description: 'A 6-digit authenticator code, or a recovery code',
})

export const TwoStepSetupSchema = Type.Object(
  {
    /** Base32, for typing into an app that cannot scan. */
    secret: Type.String(),
    /** The otpauth:// URI to show as a QR code. */
    otpauthUrl: Type.String(),
  },
  { $id: 'TwoStepSetup', additionalProperties: false },
)

export const EnableTwoStepBody = Type.Object(
  { code: Type.String({ pattern: '^\\s*\\d{3}\\s?\\d{3}\\s*$' }) },
  { additionalProperties: false },
)

export const RecoveryCodesSchema = Type.Object(
  {
    recoveryCodes: Type.Array(Type.String(), {
      minItems: 10,
      maxItems: 10,
      description: 'Shown once; each works once',
    }),
  },
  { $id: 'RecoveryCodes', additionalProperties: false },
)

export const DisableTwoStepBody = Type.Object(
  { password: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })), code: Type.Optional(Code) },
  { additionalProperties: false, minProperties: 1 },
)

/** Login's 202 answer when the account has two-step sign-in: no tokens yet. */
export const TwoStepChallengeSchema = Type.Object(
  {
    twoStepRequired: Type.Literal(true),
    /** Pass to POST /api/auth/two-steps with the code; valid 5 minutes and for 5 wrong codes. */
    challenge: Type.String(),
    expiresAt: IsoDateTime,
  },
  { $id: 'TwoStepChallenge', additionalProperties: false },
)

export const TwoStepsBody = Type.Object(
  { challenge: Type.String({ minLength: 20, maxLength: 200 }), code: Code },
  { additionalProperties: false },
)
