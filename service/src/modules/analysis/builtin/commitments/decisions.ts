import type { Evidence } from '../../types.js'
import { evidence, memo, type TranscriptFeatures } from '../features.js'
import { cleanClause } from './clause.js'
import { firstMatch, readingOf, type Reading, type Said } from './sentences.js'
import { questionHead, recapItems, statedDecision } from './decision-statements.js'

/** A decision: its content as a person writes it, the sentence that states it, and every sentence agreeing to it. */
export interface Decision extends Evidence {
  text: string
  quotes: Evidence[]
}

interface Draft {
  /** Said outright (not only read from what an agreement agreed to): its wording wins when both are found. */
  stated: boolean
  text: string
  main: Said
  quotes: Said[]
}

const NUMBER = /\d+(?:[.,]\d+)?/gu
const stemOf = (w: string) => w.slice(0, 5)
function contentWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}.,-]+/u)
      .map((w) => w.replace(/[.,]+$/u, ''))
      .filter((w) => w.length > 3 || /\d/.test(w))
      .map(stemOf),
  )
}
/** Two statements of one decision share a number ("3.60") or most of their content words. */
function same(a: string, b: string): boolean {
  const na = new Set(a.match(NUMBER) ?? [])
  if ((b.match(NUMBER) ?? []).some((n) => na.has(n) && !/^\d$/.test(n))) return true
  const wa = contentWords(a)
  const wb = contentWords(b)
  const shared = [...wa].filter((w) => wb.has(w)).length
  return shared > 0 && shared >= 0.5 * Math.min(wa.size, wb.size)
}

/** The content an agreement ("Deal.", "Договорились!") agrees to: what follows in the same turn, else what came before. */
function agreedContent(r: Reading, x: Said): Said | null {
  const next = r.said[x.i + 1]
  if (
    next &&
    next.s.seg === x.s.seg &&
    !next.s.question &&
    next.size >= 3 &&
    firstMatch(r.rules.decision, next.folded) &&
    !firstMatch(r.rules.commitment, next.folded)
  )
    return next
  for (let j = x.i - 1; j >= Math.max(0, x.i - 4); j--) {
    const y = r.said[j]
    // An acknowledged commitment ("Yes, I will send it." — "Agreed.") is a task, not a decision.
    if (firstMatch(r.rules.commitment, y.folded) && !firstMatch(r.rules.decision, y.folded)) return null
    if (y.s.question || y.size < 3 || r.rules.agreement.test(y.folded) || r.rules.acceptance.test(y.folded)) {
      if (y.size >= 3 && !y.s.question && r.rules.acceptance.test(y.folded) && y.size > 4) return y
      continue
    }
    // Agreeing to what someone hopes for ("I'm looking for around 75,000") acknowledges it; nothing is decided.
    if (r.rules.wish.test(y.folded)) return null
    // What a bare agreement agrees to was put on the table: a proposal, an amount, a decision, a commitment.
    // An acknowledged commitment ("Yes, I will send it." — "Agreed.") is a task, not a decision.
    if (firstMatch(r.rules.commitment, y.folded) && !firstMatch(r.rules.decision, y.folded)) return null
    const proposes =
      r.rules.proposal.test(y.folded) ||
      /\d/u.test(y.folded) ||
      firstMatch(r.rules.decision, y.folded) ||
      firstMatch([r.rules.letUs], y.folded) ||
      firstMatch(r.rules.commitment, y.folded)
    return proposes && !r.rules.past.test(y.folded) ? y : null
  }
  return null
}

/**
 * Decisions with their content: a decision said outright ("we go with React Native", "on retient le 15 septembre",
 * "Решили: релиз в понедельник"), an accepted proposal ("let's skip the take-home"), or a short agreement ("Deal.",
 * «Договорились») read together with what it agrees to. Statements of the same decision become one, with each
 * sentence as a quote. Questions, open items and proposals turned down are not decisions.
 */
export function decisions(f: TranscriptFeatures, limit = 12): Decision[] {
  return memo(f, `decisions:${limit}`, () => {
    const r = readingOf(f)
    if (!r) return []
    const drafts: Draft[] = []
    const place = (text: string, main: Said, also: Said[], stated: boolean) => {
      const twin = drafts.find((d) => same(d.text, text))
      if (twin) {
        for (const y of [main, ...also]) if (!twin.quotes.includes(y)) twin.quotes.push(y)
        if (stated && !twin.stated) Object.assign(twin, { text, main, stated })
        return
      }
      drafts.push({ stated, text, main, quotes: [main, ...also] })
    }
    for (const x of r.said) {
      const y = x.s.question ? questionHead(r, x) : x
      if (!y || r.rules.open.test(y.folded) || r.rules.greeting.test(y.folded)) continue
      const recap = recapItems(r, y)
      if (recap.length) {
        for (const item of recap) place(item, x, [], false)
        continue
      }
      const stated = statedDecision(r, y)
      if (stated) {
        place(stated, x, [], true)
        continue
      }
      if (y !== x || !r.rules.agreement.test(x.folded)) continue
      const content = agreedContent(r, x)
      if (!content) continue
      const again = statedDecision(r, content)
      const text = again ?? cleanClause(r, content.s.text.replace(/[.!]+$/u, ''))
      if (text) place(text, content, [x], again !== null)
    }
    return drafts.slice(0, limit).map((d) => ({
      ...evidence(f, d.main.s),
      text: d.text,
      quotes: [...d.quotes].sort((a, b) => a.i - b.i).map((y) => evidence(f, y.s)),
    }))
  })
}

/** Items left open ("we still haven't decided who owns billing", "после релиза обсудим"), verbatim. */
export function openItems(f: TranscriptFeatures, limit = 8): Evidence[] {
  return memo(f, `openItems:${limit}`, () => {
    const r = readingOf(f)
    if (!r) return []
    return r.said
      .filter((x) => r.rules.open.test(x.folded))
      .slice(0, limit)
      .map((x) => evidence(f, x.s))
  })
}
