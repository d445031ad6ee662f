import { describe, expect, it } from 'vitest'
// The service's own fixtures and schemas: both sides must agree on what is valid.
import fixtures from '../../../../service/test/templates/fixtures/documents.json'
import { jsonSchemaOf, type TemplateKindName } from '../../../../service/src/domain/templates/kind-schemas'
import { documentErrors } from './validate-document'

describe('template documents in the browser validator', () => {
  for (const f of fixtures.valid) {
    it(`accepts ${f.kind}: ${f.name}`, () => {
      expect(documentErrors(jsonSchemaOf(f.kind as TemplateKindName), f.document)).toEqual([])
    })
  }
  for (const f of fixtures.invalid) {
    it(`refuses ${f.kind}: ${f.name}`, () => {
      const paths = documentErrors(jsonSchemaOf(f.kind as TemplateKindName), f.document).map((e) => e.path)
      for (const p of f.paths) expect(paths).toContain(p)
    })
  }
})
