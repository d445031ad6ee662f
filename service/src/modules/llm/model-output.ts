import { Type, type Static } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

const Quoted = { quote: Type.String({ minLength: 1 }), speaker: Type.String() }
const Item = Type.Object({ text: Type.String({ minLength: 1 }), ...Quoted })

/** What the model returns for a chunk (map) and for the combination (reduce): the same shape both times. */
export const ModelSummarySchema = Type.Object({
  summary: Type.Array(Item),
  topics: Type.Array(Type.Object({ title: Type.String({ minLength: 1 }), ...Quoted })),
  decisions: Type.Array(Item),
  actionItems: Type.Array(
    Type.Object({
      text: Type.String({ minLength: 1 }),
      owner: Type.Union([Type.String(), Type.Null()]),
      due: Type.Union([Type.String(), Type.Null()]),
      ...Quoted,
    }),
  ),
  questions: Type.Array(Item),
})
export type ModelSummary = Static<typeof ModelSummarySchema>

export type Parsed = { ok: true; value: ModelSummary } | { ok: false; problems: string[] }

/** Parses a reply (tolerating a ```json fence) and checks it against the schema, naming what is wrong. */
export function parseModelSummary(reply: string): Parsed {
  const text = reply
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '')
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (err) {
    return {
      ok: false,
      problems: [`The reply is not valid JSON (${err instanceof Error ? err.message : String(err)}).`],
    }
  }
  // Extra keys are harmless; missing or mistyped ones are not. Clean drops the extras before the check.
  const cleaned = Value.Clean(ModelSummarySchema, Value.Clone(data))
  if (Value.Check(ModelSummarySchema, cleaned)) return { ok: true, value: cleaned }
  return {
    ok: false,
    problems: [...Value.Errors(ModelSummarySchema, cleaned)].slice(0, 10).map((e) => `${e.path || '/'}: ${e.message}`),
  }
}
