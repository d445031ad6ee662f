import { Type } from '@sinclair/typebox'

/** The one password rule, as the forms that choose a password show and pre-check it. */
export const PasswordPolicySchema = Type.Object(
  {
    minLength: Type.Integer({ minimum: 1, description: 'Fewest characters a new password may have' }),
    maxLength: Type.Integer({ minimum: 1 }),
    notContainingEmail: Type.Boolean({
      description: 'A password may not contain the account’s e-mail or its local part',
    }),
    refusesCommonPasswords: Type.Boolean({
      description:
        'Common passwords, repetitions, sequences and keyboard patterns are refused (zxcvbn-ts with its common list)',
    }),
    minStrengthScore: Type.Integer({
      minimum: 0,
      maximum: 4,
      description: 'Lowest zxcvbn score (0-4) a new password must reach; 2 means more than a million guesses',
    }),
  },
  { additionalProperties: false },
)
