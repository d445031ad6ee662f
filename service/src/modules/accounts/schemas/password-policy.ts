import { Type } from '@sinclair/typebox'

/** The one password rule, as the forms that choose a password show and pre-check it. */
export const PasswordPolicySchema = Type.Object(
  {
    minLength: Type.Integer({ minimum: 1, description: 'Fewest characters a new password may have' }),
    maxLength: Type.Integer({ minimum: 1 }),
    notContainingEmail: Type.Boolean({
      description: 'A password may not contain the account’s e-mail or its local part',
    }),
  },
  { additionalProperties: false },
)
