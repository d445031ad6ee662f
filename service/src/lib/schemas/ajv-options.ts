/** The options of the app's request validator (Fastify's Ajv), shared with plugins that build their own. */
export const AJV_OPTIONS = {
  // Unknown fields are an error (schemas say additionalProperties: false), never silently dropped.
  removeAdditional: false,
  coerceTypes: 'array',
  useDefaults: true,
  allErrors: false,
} as const
