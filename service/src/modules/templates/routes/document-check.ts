import { FieldErrors } from '../../../lib/errors.js'
import type { TemplateKindName } from '../kind-schemas.js'
import { documentErrors } from '../validate-document.js'

/**
 * 400 naming every problem of the document, keyed by its JSON Pointer inside the request body
 * (`/document/sections/0/criteria/1/weight`), so an editor can mark each place.
 */
export function assertValidDocument(kind: TemplateKindName, document: unknown): void {
  const errors = documentErrors(kind, document)
  if (!errors.length) return
  const byPath: Record<string, string[]> = {}
  for (const e of errors) (byPath[`/document${e.path}`] ??= []).push(e.message)
  const error = new FieldErrors(byPath, 'DEBRIEF_INVALID_TEMPLATE')
  error.message = `The document has ${errors.length} problem${errors.length === 1 ? '' : 's'}: ${errors.map((e) => `${e.path || '/'} ${e.message}`).join('; ')}`
  throw error
}
