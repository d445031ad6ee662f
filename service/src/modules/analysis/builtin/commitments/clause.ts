import { fold } from '../lang/index.js'
import type { Reading } from './sentences.js'

/** A task or decision clause as a person writes it: cut where the sentence moves on, without fillers or "please". */
export function cleanClause(r: Reading, raw: string): string {
  let text = raw
  const cut = r.rules.cut.exec(text.toLowerCase())
  if (cut) text = text.slice(0, cut.index)
  // "I'll write the draft, and Tom adds his section": what another participant does is not this clause.
  for (const m of text.matchAll(/,\s+(?:and|et|и|а)\s+([\p{L}-]+)(?=\s)/gu))
    if (m.index > 0 && r.people.has(fold(m[1]))) {
      text = text.slice(0, m.index)
      break
    }
  text = text
    .replace(/(?:^|[\s,]+)(?:please|пожалуйста|s'il (?:te|vous) plaît)(?:[\s,]+|$)/giu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:—–-]+|[\s,;:—–…-]+$/gu, '')
  const lead = r.rules.lead.exec(text.toLowerCase())
  if (lead && lead[0].length < text.length) text = text.slice(lead[0].length)
  return text.trim()
}
