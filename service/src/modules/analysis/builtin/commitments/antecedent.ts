import type { Reading, Said } from './sentences.js'
import { firstMatch } from './sentences.js'
import { cleanClause } from './clause.js'

/** What "it" / "that" / an empty "I'll do it" points at: a task (verb phrase) or a thing (noun phrase). */
export interface Antecedent {
  vp?: string
  np?: string
  from: Said
}

const EN_NP_END =
  /\s(?:is|are|was|were|has|have|had|still|needs?|doesn't|don't|isn't|aren't|can't|won't|will|should|said|says|keeps?|got|went|would|could|did|does|seems?|looks?|broke|failed)\b/u
const PRONOUN_START = /^(?:i|we|you|it|that|this|they|he|she|there|so|ok|okay)\b/u

/** The last of the (at most four) sentences before `i` that names a task or a thing. */
export function antecedentOf(r: Reading, i: number, depth = 0): Antecedent | null {
  const { rules } = r
  for (let j = i - 1; j >= Math.max(0, i - 4); j--) {
    const x = r.said[j]
    if (x.size < 3 || rules.agreement.test(x.folded)) continue
    const text = x.s.text
    const take = (m: (Record<string, string> & { at: number }) | null, key = 'task') => {
      if (!m || m[key] === undefined) return null
      const at = x.folded.indexOf(m[key], m.at)
      return cleanClause(r, text.slice(at, at + m[key].length))
    }
    const req = firstMatch(rules.request, x.folded)
    const vp = take(req) ?? take(firstMatch([rules.who], x.folded)) ?? take(firstMatch([rules.letUs], x.folded), 'd')
    if (vp && !(depth === 0 && rules.pronounTask.test(vp.toLowerCase()) && !antecedentOf(r, j, 1)))
      return { vp: resolvedVp(r, j, vp, depth), from: x }
    const need = take(firstMatch(rules.need, x.folded))
    if (need) {
      // "we need to X" is a task; "we need a lint rule…" is the thing.
      return /^(?:a|an|the|some|une?|des|la|le|les)\s/iu.test(need) || rules.lang === 'ru'
        ? { np: need.replace(/^(?:a|an|the|some)\s+/iu, ''), from: x }
        : { vp: need, from: x }
    }
    if (rules.lang === 'en') {
      const body = text.replace(/^[\p{L}-]+,\s+/u, (v) => (r.people.has(v.slice(0, -2).toLowerCase()) ? '' : v))
      const lead = body.replace(rules.lead, '')
      const end = EN_NP_END.exec(lead)
      const np = end ? lead.slice(0, end.index).trim() : ''
      const n = np.split(/\s+/).length
      if (np && n <= 7 && !PRONOUN_START.test(np.toLowerCase()) && !/,/.test(np))
        return { np: np.replace(/^(?:The|A|An)\s/u, (a) => a.toLowerCase()), from: x }
      // A chair's verbless choice ("Then only the error-rate alert.") names the thing a later "you take that one" means.
      const choice = /^(?:(?:then|so|ok|okay|right|fine)[,.]?\s+)*(?:only |just )?((?:the|a|an) [^,;:]+?)[.!]?$/iu.exec(
        lead,
      )
      if (!end && choice && choice[1].split(/\s+/).length <= 6)
        return { np: choice[1].replace(/^(?:The|A|An)\s/u, (a) => a.toLowerCase()), from: x }
    }
  }
  return null
}

/** A request's own "that change" is resolved once more ("Noah, can you make that change?" after "Let's move…"). */
function resolvedVp(r: Reading, j: number, vp: string, depth: number): string {
  if (depth > 0) return vp
  const m = r.rules.pronounTask.exec(vp.toLowerCase())
  if (!m?.groups) return vp
  const before = antecedentOf(r, j, 1)
  if (before?.vp && r.rules.genericVerb.test(m.groups.verb)) return before.vp
  // "Ravi, you take that one" after "Then only the error-rate alert.": take the error-rate alert.
  if (before?.np && r.rules.genericVerb.test(m.groups.verb))
    return `${m.groups.verb} ${before.np}${m.groups.rest}`.trim()
  return vp
}
