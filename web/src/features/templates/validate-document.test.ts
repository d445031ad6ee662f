import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import openapi from '@debrief/openapi/openapi.json'
import { documentErrors } from './validate-document'

// The service's own fixture file (service/test/templates/validation.test.ts runs it through the service's ajv)
// and the kind schemas as the OpenAPI document carries them: both sides must agree on what is valid.
interface Fixture {
  kind: string
  name: string
  document: unknown
  paths?: string[]
}
const fixtures = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../service/test/templates/fixtures/documents.json'), 'utf8'),
) as { valid: Fixture[]; invalid: Fixture[] }
const SCHEMA_NAMES: Record<string, string> = {
  rubric: 'RubricDocument',
  'competence-model': 'CompetenceModelDocument',
  'report-template': 'ReportTemplateDocument',
  'question-set': 'QuestionSetDocument',
  'summary-prompt': 'SummaryPromptDocument',
}
const schemaOf = (kind: string) => (openapi.components.schemas as Record<string, object>)[SCHEMA_NAMES[kind]!]!

describe('template documents in the browser validator', () => {
  for (const f of fixtures.valid) {
    it(`accepts ${f.kind}: ${f.name}`, () => {
      expect(documentErrors(schemaOf(f.kind), f.document)).toEqual([])
    })
  }
  for (const f of fixtures.invalid) {
    it(`refuses ${f.kind}: ${f.name}`, () => {
      const paths = documentErrors(schemaOf(f.kind), f.document).map((e) => e.path)
      for (const p of f.paths ?? []) expect(paths).toContain(p)
    })
  }
})
