import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'

/** One problem of a document: where (a JSON Pointer, '' for the root) and what. Same rules as the service. */
export interface DocumentError { path: string; message: string }

const ajv = new Ajv({ allErrors: true, strict: false })
const compiled = new WeakMap<object, ValidateFunction>()

function describe(e: ErrorObject): DocumentError {
  if (e.keyword === 'additionalProperties') {
    const key = (e.params as { additionalProperty: string }).additionalProperty
    return { path: `${e.instancePath}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, message: `unknown property "${key}"` }
  }
  if (e.keyword === 'contains') return { path: e.instancePath, message: 'at least one criterion must weigh more than zero (the weights must sum to more than zero)' }
  return { path: e.instancePath, message: e.message ?? e.keyword }
}

/** Every error of a document against the kind's JSON Schema (as the API serves it); empty when valid. */
export function documentErrors(schema: object, document: unknown): DocumentError[] {
  let validate = compiled.get(schema)
  if (!validate) {
    // The served schema names draft-07, which ajv knows without the meta-schema fetch.
    // $id dropped too: one ajv instance refuses a second schema of the same id (a refetch).
    const { $schema: _drop, $id: _id, ...plain } = schema as Record<string, unknown>
    validate = ajv.compile(plain)
    compiled.set(schema, validate)
  }
  if (validate(document)) return []
  const seen = new Set<string>()
  return (validate.errors ?? []).map(describe).filter((e) => {
    const key = `${e.path} ${e.message}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The text as JSON, or the parser's message. */
export function parseDocument(text: string): { value: unknown; error: null } | { value: undefined; error: string } {
  try {
    return { value: JSON.parse(text), error: null }
  } catch (e) {
    return { value: undefined, error: e instanceof Error ? e.message : String(e) }
  }
}
