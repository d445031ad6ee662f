import type { TSchema } from '@sinclair/typebox'
import { ActionItemSchema, CriterionScoreSchema, EvidenceSchema, OverviewSchema } from './common.js'

type Json = Record<string, unknown>

/** Parts several kinds' content shares, named once in the OpenAPI document; larger parts first. */
const PARTS: [id: string, schema: TSchema][] = [
  ['ReportOverview', OverviewSchema],
  ['ActionItem', ActionItemSchema],
  ['CriterionScore', CriterionScoreSchema],
  ['Evidence', EvidenceSchema],
]
const partText = PARTS.map(([id, schema]) => [id, JSON.stringify(schema)] as const)

/**
 * A content schema as the OpenAPI document names it: a plain JSON Schema with `$id`, in which every subschema equal to
 * a shared part is a `$ref` to it (outermost first, so an overview is one reference, not its pieces). The schemas the
 * engines are checked against stay whole (report-kinds/registry.ts): these only describe the same shapes.
 */
export function documentedSchema(id: string, schema: TSchema): Json {
  return { $id: id, ...(partsAsRefs(JSON.parse(JSON.stringify(schema)), id) as Json) }
}

function partsAsRefs(node: unknown, self: string): unknown {
  if (Array.isArray(node)) return node.map((n) => partsAsRefs(n, self))
  if (!node || typeof node !== 'object') return node
  const text = JSON.stringify(node)
  const part = partText.find(([id, t]) => id !== self && t === text)
  if (part) return { $ref: part[0] }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, partsAsRefs(v, self)]))
}

/** The shared parts, each with the smaller parts inside it as references. */
export const partComponents: Json[] = PARTS.map(([id, schema]) => documentedSchema(id, schema))
