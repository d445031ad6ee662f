import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PASSWORD_POLICY } from '../../passwords.js'
import { PasswordPolicySchema } from '../../schemas/password-policy.js'

/** The password rule the service enforces, so registration, reset and account security show one rule. */
const passwordPolicy: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { public: true },
      schema: {
        operationId: 'getPasswordPolicy',
        tags: ['auth'],
        summary: 'The rule a new password must follow',
        security: [],
        response: { 200: PasswordPolicySchema },
      },
    },
    async () => PASSWORD_POLICY,
  )
}

export default passwordPolicy
