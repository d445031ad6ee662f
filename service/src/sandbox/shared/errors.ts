import { Type, type TSchema } from '@sinclair/typebox'
import { ErrorSchema } from '../../lib/schemas/error.js'

/**
 * The sandbox's literal error bodies (texts the admin template answers with) that are not the shared Error shape. They are declared so the
 * OpenAPI document stays truthful about what those routes answer.
 */
export const SandboxErrorText = Type.String({
  title: 'SandboxErrorText',
  description: 'Plain-text error kept from the template: "Something Went Wrong"',
})
export const SandboxLegacyError = Type.Object(
  { error: Type.String() },
  {
    title: 'SandboxLegacyError',
    additionalProperties: false,
    description: 'Error kept from the template: {error: "Something went wrong"}',
  },
)

/** A 400 that is plain text for the template's own failure and the shared Error for bad input. */
export const textOr400: Record<400, TSchema> = {
  400: {
    description: 'Bad input (Error), or the template\'s own failure as plain text "Something Went Wrong"',
    content: {
      'application/json': { schema: Type.Ref(ErrorSchema) },
      'text/plain': { schema: SandboxErrorText },
    },
  } as unknown as TSchema,
}

export const SOMETHING_WENT_WRONG = 'Something Went Wrong'
