import fs from 'node:fs'
import t from 'tap'
import { documentErrors } from '../../src/modules/templates/validate-document.js'
import type { TemplateKindName } from '../../src/modules/templates/kind-schemas.js'

// Read rather than imported: the compiled test runner (scripts/lib/compile-service.ts) links the JSON file, and its
// JavaScript output does not keep the import attribute.
const fixtures = JSON.parse(fs.readFileSync(new URL('./fixtures/documents.json', import.meta.url), 'utf8')) as {
  valid: { kind: string; name: string; document: unknown }[]
  invalid: { kind: string; name: string; document: unknown; paths: string[] }[]
}

// The web runs the same fixtures through its own ajv with the schema the API serves (web/src/features/templates).
for (const f of fixtures.valid) {
  t.test(`valid ${f.kind}: ${f.name}`, async (t) => {
    t.same(documentErrors(f.kind as TemplateKindName, f.document), [])
  })
}

for (const f of fixtures.invalid) {
  t.test(`invalid ${f.kind}: ${f.name}`, async (t) => {
    const errors = documentErrors(f.kind as TemplateKindName, f.document)
    t.ok(errors.length >= f.paths.length, 'every problem is reported')
    for (const path of f.paths)
      t.ok(
        errors.some((e) => e.path === path),
        `an error at "${path}"`,
      )
  })
}
