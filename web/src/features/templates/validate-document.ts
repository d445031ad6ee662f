import { Validator, type OutputUnit } from '@cfworker/json-schema'

/** One problem of a document: where (a JSON Pointer, '' for the root) and what. Same rules as the service. */
export interface DocumentError {
  path: string
  message: string
}

/*
 * The browser validates with @cfworker/json-schema, an interpreter: the app's Content Security Policy forbids
 * `unsafe-eval`, which ajv's compiled validators need. The service validates with ajv; the shared fixture test
 * (validate-document.test.ts and service/test/templates/validation.test.ts) holds both to the same answers.
 */
const validators = new WeakMap<object, Validator>()

// The interpreter reports each failing keyword up the tree ("properties", "items", "allOf"); only the leaves
// name a problem a person can fix. A stray property is the leaf `false` (the schema it failed) at its own path.
const WRAPPERS = new Set([
  'properties',
  'items',
  'additionalItems',
  'allOf',
  'anyOf',
  'oneOf',
  '$ref',
  'prefixItems',
  'dependentSchemas',
  'unevaluatedProperties',
  'additionalProperties',
])

function describe(e: OutputUnit): DocumentError {
  const path = e.instanceLocation.replace(/^#/, '')
  if (e.keyword === 'false') {
    const key = decodeURIComponent(path.split('/').pop() ?? '')
    return { path, message: `unknown property "${key}"` }
  }
  if (e.keyword === 'contains')
    return {
      path,
      message: 'at least one criterion must weigh more than zero (the weights must sum to more than zero)',
    }
  return { path, message: e.error.replace(/^Instance /, 'value ') }
}

/** Every error of a document against the kind's JSON Schema (as the API serves it); empty when valid. */
export function documentErrors(schema: object, document: unknown): DocumentError[] {
  let validator = validators.get(schema)
  if (!validator) {
    validator = new Validator(schema as Record<string, unknown>, '7', false)
    validators.set(schema, validator)
  }
  const result = validator.validate(document)
  if (result.valid) return []
  const seen = new Set<string>()
  return result.errors
    .filter((e) => !WRAPPERS.has(e.keyword))
    .map(describe)
    .filter((e) => {
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
