import { Value } from '@sinclair/typebox/value'
import { engineOutputSchema } from '../../report-kinds/index.js'
import type { ReportKind } from '../types.js'

export type Checked =
  { ok: true; summary: string; content: Record<string, unknown> } | { ok: false; problems: string[] }

/** Parses the model's reply (tolerating a ```json fence) and checks it against {summary, content: kind schema}. */
export function checkModelOutput(kind: ReportKind, reply: string): Checked {
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
  const schema = engineOutputSchema(kind)
  if (Value.Check(schema, data)) {
    const d = data as { summary: string; content: Record<string, unknown> }
    return { ok: true, summary: d.summary, content: d.content }
  }
  const problems = [...Value.Errors(schema, data)].slice(0, 12).map((e) => `${e.path || '/'}: ${e.message}`)
  return { ok: false, problems }
}
