import type { Evidence } from '../../types.js'
import { clamp100, evidence, type TranscriptFeatures } from '../features.js'
import { createMatcher } from '../matcher.js'
import { STOP_WORDS } from '../lexicons/stop-words.js'
import type { Sentence } from '../text.js'

const CORRECTIONS = createMatcher({
  correction: [
    'actually no',
    'i mean',
    'sorry i meant',
    'let me correct',
    'correction',
    'no wait',
    'or rather',
    'то есть нет',
    'вернее',
    'точнее',
    'нет стоп',
    'поправлюсь',
    'ой нет',
  ],
})

/**
 * Consistency of the subject's own statements: the same quantity stated with different numbers
 * ("five years" vs "seven years" of experience) and explicit self-corrections lower the score.
 */
export function consistency(
  f: TranscriptFeatures,
  own: Sentence[],
  ru: boolean,
): { score: number; rationale: string; evidence: Evidence[] } {
  const facts = new Map<string, { value: string; s: Sentence; at: number }>()
  const conflicts: Evidence[] = []
  let corrections = 0
  const correctionEvidence: Evidence[] = []
  for (const s of own) {
    const t = s.tokens
    for (let i = 0; i + 1 < t.length; i++) {
      if (!/^\d+$/.test(t[i].norm)) continue
      const unit = t[i + 1].norm.replace(/s$/, '').slice(0, 5) // "years"/"year", "лет"/"года" share a stem
      if (unit.length < 3 || STOP_WORDS.has(t[i + 1].norm)) continue
      const prev = facts.get(unit)
      if (prev && prev.value !== t[i].norm && prev.s !== s) {
        if (conflicts.length < 4) conflicts.push(evidence(f, prev.s, prev.at, prev.at + 2), evidence(f, s, i, i + 2))
      } else if (!prev) facts.set(unit, { value: t[i].norm, s, at: i })
    }
    const c = CORRECTIONS.match(t)
    if (c.length) {
      corrections++
      if (correctionEvidence.length < 2) correctionEvidence.push(evidence(f, s, c[0].from, c[0].to))
    }
  }
  const nConflicts = conflicts.length / 2
  const score = clamp100(100 - 20 * nConflicts - 6 * corrections)
  // With nothing contradictory, show the subject's most repeated theme stated consistently.
  let support: Evidence[] = []
  if (!conflicts.length) {
    const freq = new Map<string, Sentence[]>()
    for (const s of own)
      for (const tk of new Set(s.tokens.map((x) => x.norm)))
        if (tk.length > 4 && !STOP_WORDS.has(tk)) {
          const list = freq.get(tk)
          if (list) list.push(s)
          else freq.set(tk, [s])
        }
    const top = [...freq].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))[0]
    if (top && top[1].length > 1) support = top[1].slice(0, 2).map((s) => evidence(f, s))
  }
  return {
    score,
    rationale: ru
      ? `Противоречий в цифрах: ${nConflicts}, самопоправок: ${corrections}.`
      : `${nConflicts} conflicting figure(s) and ${corrections} self-correction(s).`,
    evidence: [...conflicts, ...correctionEvidence, ...support].slice(0, 6),
  }
}
