import { cleanClause } from './clause.js'
import { firstMatch, replyTo, type Reading, type Said } from './sentences.js'
import { fold } from '../lang/index.js'

/** The ways a decision is said outright: a resolution, a decision phrase, an accepted "let's…", a recap. */

/** "OK, Liam and Olivia go to Berlin": a resolution whose subject is "we", the team or people of the meeting. */
function resolution(r: Reading, x: Said): string | null {
  const m = firstMatch([r.rules.resolution], x.folded)
  if (m?.d === undefined || r.rules.past.test(x.folded) || r.rules.hypothetical.test(x.folded)) return null
  const names = m.subj ? m.subj.split(/,\s+|\s+and\s+/u) : []
  if (!names.every((n) => r.people.has(n))) return null
  const at = x.folded.indexOf(m.d, m.at)
  const text = cleanClause(r, x.s.text.slice(at, at + m.d.length))
  return text.split(/\s+/).length >= 3 ? text : null
}

export function statedDecision(r: Reading, x: Said): string | null {
  const { rules } = r
  if (rules.wish.test(x.folded)) return null
  const m = firstMatch(rules.decision, x.folded)
  if (m?.d !== undefined && !rules.past.test(x.folded)) {
    const at = x.folded.indexOf(m.d, m.at)
    const text = cleanClause(r, x.s.text.slice(at, at + m.d.length))
    if (text.split(/\s+/).length >= 2 || /\d/.test(text)) return text
  }
  const said = resolution(r, x)
  if (said) return said
  const l = firstMatch([rules.letUs], x.folded)
  if (l?.d !== undefined) {
    const at = x.folded.indexOf(l.d, l.at)
    const text = cleanClause(r, x.s.text.slice(at, at + l.d.length))
    const lower = fold(text)
    if (!text || rules.notDecision.test(lower) || rules.open.test(x.folded)) return null
    // A proposal turned down by the next speaker is no decision.
    const reply = replyTo(r, x.i, x.speaker)[0]
    if (reply && rules.rejection.test(reply.folded)) return null
    // Russian "давайте" decides only with a first-person plural verb ("давайте пропустим").
    if (rules.lang === 'ru' && !/(?:им|ем|ём|ем)(?![\p{L}])/u.test(lower.replace(/давайте/u, ''))) return null
    return text
  }
  return null
}

/** "To sum up: PgBouncer with a pool per service, weekly snapshots and a one-minute alert": each item. */
export function recapItems(r: Reading, x: Said): string[] {
  const m = firstMatch([r.rules.recap], x.folded)
  if (m?.d === undefined) return []
  const at = x.folded.indexOf(m.d, m.at)
  return x.s.text
    .slice(at, at + m.d.length)
    .split(/,\s*(?:and\s+|et\s+|и\s+)?|\s+(?:and|et|и)\s+/u)
    .map((item) => cleanClause(r, item.replace(/[.!]+$/u, '')))
    .filter((item) => item.split(/\s+/).length >= 2)
}

/** "On reste sur OVH, et Marc, tu vérifies… ?": the question is put to a participant; what comes before it stands. */
export function questionHead(r: Reading, x: Said): Said | null {
  const m = /,\s+(?:and|et|и|а)\s+([\p{L}-]+),\s/u.exec(x.folded)
  if (!m || !r.people.has(m[1])) return null
  return { ...x, folded: x.folded.slice(0, m.index), s: { ...x.s, text: x.s.text.slice(0, m.index), question: false } }
}
