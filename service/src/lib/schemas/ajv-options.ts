/** The options of the app's request validator (Fastify's Ajv), shared with plugins that build their own. */
export const AJV_OPTIONS = {
  // Unknown fields are an error (schemas say additionalProperties: false), never silently dropped.
  removeAdditional: false,
  // Query strings, path parameters and headers are text on the wire: "?limit=20" and "/items/7" coerce to numbers.
  coerceTypes: 'array',
  useDefaults: true,
  allErrors: false,
} as const

/**
 * JSON bodies carry their own types, so nothing is coerced: `"title": true` or `"amountMinor": "100"` answers 400
 * naming the field instead of storing "true" or 100 (Fastify passes these options for the body only).
 */
export const BODY_AJV_OPTIONS = { ...AJV_OPTIONS, coerceTypes: false } as const
