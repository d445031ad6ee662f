import type { Evidence, TemplateSection } from '../types.js'
import { evidence, speakerOf, type TranscriptFeatures } from './features.js'
import { hitsOf } from './lexicon-hits.js'
import { signalHits } from './overview.js'
import { normalise, type Sentence } from './text.js'

export interface CriterionScore {
  sectionId: string
  id: string
  title: string
  weight: number
  score: number
  matchedKeywords: string[]
  rationale: string
  evidence: Evidence[]
  /** Distinct statements the score rests on; below MIN_CRITERION_EVIDENCE the UI says "not enough evidence". */
  evidenceCount: number
  enoughEvidence: boolean
  /** False when nothing said speaks to the criterion: shown as "not assessed", drawn as nothing, left out of means. */
  assessed?: boolean
  /** How strong the evidence is: strong, concrete, claim, weak, against, or not-assessed. */
  verdict?: string
}

export const MIN_CRITERION_EVIDENCE = 2

/**
 * Light stemming so "lead" finds "leading" and "команда" finds "команде": Russian drops its last two letters,
 * English its usual suffix ("compare" → "compar", not "comp", which would also match "company").
 */
function stem(word: string): string {
  if (word.length <= 4) return word
  if (/[а-я]/.test(word)) return word.slice(0, Math.max(4, word.length - 2))
  const m = /(ation|ing|ed|es|e|s|ly|er)$/.exec(word)
  return m && word.length - m[1].length >= 4 ? word.slice(0, -m[1].length) : word
}

/** Keyword words as `=word` (exact: short Latin words like "i", "led", "new") or a prefix stem. */
function keywordParts(keyword: string): string[] {
  return normalise(keyword)
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean)
    .map((w) => (w.length <= 2 || (w.length === 3 && /^[a-z']+$/.test(w)) ? `=${w}` : stem(w)))
}

/** Sentences containing the keyword (its parts as consecutive token prefixes), with the first token index. */
function findKeyword(sentences: Sentence[], parts: string[]): { s: Sentence; from: number }[] {
  const out: { s: Sentence; from: number }[] = []
  if (!parts.length) return out
  for (const s of sentences) {
    const t = s.tokens
    for (let i = 0; i + parts.length <= t.length; i++) {
      let ok = true
      for (let k = 0; k < parts.length && ok; k++) {
        const p = parts[k]
        ok = p[0] === '=' ? t[i + k].norm === p.slice(1) : t[i + k].norm.startsWith(p)
      }
      if (ok) {
        out.push({ s, from: i })
        break
      }
    }
  }
  return out
}

/** The sentences holding any of a criterion's keywords, each with the token where the first one starts. */
export function keywordSentences(pool: Sentence[], keywords: string[]) {
  const matched: string[] = []
  const sentences = new Map<Sentence, number>()
  for (const kw of keywords) {
    const found = findKeyword(pool, keywordParts(kw))
    if (found.length) matched.push(kw)
    for (const h of found) if (!sentences.has(h.s)) sentences.set(h.s, h.from)
  }
  return { matched, sentences }
}

/**
 * Scores each criterion from keyword evidence in the subject's sentences: 0 when never touched, then
 * rising with the number of distinct sentences and keywords, nudged by confident vs hesitant wording
 * in those same sentences.
 */
export function scoreCriteria(
  f: TranscriptFeatures,
  sections: TemplateSection[],
  subject: string | null,
  lang: 'en' | 'ru',
): CriterionScore[] {
  const pool = subject === null ? f.sentences : f.sentences.filter((s) => speakerOf(f, s) === subject)
  const signals = subject === null ? signalHits(f) : hitsOf(f, signalHits(f), subject)
  const confident = new Set(signals.filter((h) => h.tag === 'confidence').map((h) => h.sentence))
  const hesitant = new Set(signals.filter((h) => h.tag === 'hesitation').map((h) => h.sentence))
  const out: CriterionScore[] = []
  for (const section of sections) {
    for (const c of section.criteria) {
      const matched: string[] = []
      const hits = new Map<Sentence, number>()
      for (const kw of c.keywords) {
        const found = findKeyword(pool, keywordParts(kw))
        if (found.length) matched.push(kw)
        for (const h of found) if (!hits.has(h.s)) hits.set(h.s, h.from)
      }
      const sentences = [...hits.keys()].sort((a, b) => a.seg - b.seg || a.start - b.start)
      let score = 0
      if (sentences.length) {
        const conf = sentences.filter((s) => confident.has(s)).length
        const hes = sentences.filter((s) => hesitant.has(s)).length
        score =
          45 + Math.min(30, 10 * (sentences.length - 1)) + Math.min(15, 5 * (matched.length - 1)) + 5 * conf - 5 * hes
      }
      score = Math.max(0, Math.min(100, Math.round(score)))
      const rationale =
        sentences.length === 0
          ? lang === 'ru'
            ? 'Не оценено: нет высказываний по этому критерию.'
            : 'Not assessed: no statements touching this criterion.'
          : lang === 'ru'
            ? `${sentences.length} высказываний, ключевые слова: ${matched.join(', ')}.`
            : `${sentences.length} statement(s) mentioning ${matched.join(', ')}.`
      out.push({
        sectionId: section.id,
        id: c.id,
        title: c.title,
        weight: c.weight,
        score,
        matchedKeywords: matched,
        rationale,
        evidence: sentences.slice(0, 3).map((s) => evidence(f, s, hits.get(s)!, hits.get(s)! + 1)),
        evidenceCount: sentences.length,
        enoughEvidence: sentences.length >= MIN_CRITERION_EVIDENCE,
        assessed: sentences.length > 0,
      })
    }
  }
  return out
}

/** Weighted mean of scores (equal weights when all are zero); criteria not assessed are left out. */
export function weightedMean(all: { weight: number; score: number; assessed?: boolean }[]): number {
  const items = all.filter((i) => i.assessed !== false)
  const w = items.reduce((a, i) => a + Math.max(0, i.weight), 0)
  if (!items.length) return 0
  if (w <= 0) return Math.round(items.reduce((a, i) => a + i.score, 0) / items.length)
  return Math.round(items.reduce((a, i) => a + Math.max(0, i.weight) * i.score, 0) / w)
}
