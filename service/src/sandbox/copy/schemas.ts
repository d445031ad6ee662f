import { Type, type Static } from '@sinclair/typebox'

export const SandboxResetSchema = Type.Object(
  {
    resetAt: Type.String({
      format: 'date-time',
      description: 'When the organization’s sandbox copy was put back to the seed',
    }),
  },
  { $id: 'SandboxReset', additionalProperties: false },
)
export type SandboxReset = Static<typeof SandboxResetSchema>
