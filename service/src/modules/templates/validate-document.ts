import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import { jsonSchemaOf, type TemplateKindName } from './kind-schemas.js'

/** One problem of a document: where (a JSON Pointer, '' for the root) and what. */
export interface DocumentError {
  path: string
  message: string
}

let ajv: Ajv | undefined
const validators = new Map<TemplateKindName, ValidateFunction>()

/** A kind's validator, compiled on its first check rather than when the module loads (a third of a CPU-second). */
function validatorOf(kind: TemplateKindName): ValidateFunction {
  let validate = validators.get(kind)
  if (!validate) {
    // allErrors: the editor lists every problem at once, not the first only.
    ajv ??= new Ajv({ allErrors: true, strict: false })
    validate = ajv.compile(jsonSchemaOf(kind))
    validators.set(kind, validate)
  }
  return validate
}

function describe(e: ErrorObject): DocumentError {
  // additionalProperties names the stray key; point at it rather than its parent.
  if (e.keyword === 'additionalProperties') {
    const key = (e.params as { additionalProperty: string }).additionalProperty
    return {
      path: `${e.instancePath}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      message: `unknown property "${key}"`,
    }
  }
  if (e.keyword === 'contains')
    return {
      path: e.instancePath,
      message: 'at least one criterion must weigh more than zero (the weights must sum to more than zero)',
    }
  return { path: e.instancePath, message: e.message ?? e.keyword }
}

/** Every error of a document of this kind; empty when it is valid. */
export function documentErrors(kind: TemplateKindName, document: unknown): DocumentError[] {
  const validate = validatorOf(kind)
  if (validate(document)) return []
  const seen = new Set<string>()
  return (validate.errors ?? []).map(describe).filter((e) => {
    const key = `${e.path} ${e.message}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
