import type { Evidence } from '../types.js'
import { evidence, memo, speakerOf, type TranscriptFeatures } from './features.js'
import { lexiconHits, matcherFor } from './lexicon-hits.js'
import { ACTION_PHRASES, DECISION_PHRASES, DUE_WORDS } from './lexicons/actions.js'
import { findMoney } from './money.js'
import type { Sentence } from './text.js'

export interface ActionItem {
  owner: string
  text: string
  due: string | null
  startMs: number
  evidence: Evidence
}

const dueMatcher = matcherFor(DUE_WORDS)
const MONTHS = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|январ[яь]|феврал[яь]|марта?|апрел[яь]|ма[яй]|июн[яь]|июл[яь]|августа?|сентябр[яь]|октябр[яь]|ноябр[яь]|декабр[яь])`
// "3 March", "March 3", "12 июня", "15.06": a date said with the task is its due date.
const DATE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:\d{1,2}(?:st|nd|rd|th)?\s+${MONTHS}|${MONTHS}\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}\.\d{1,2}(?:\.\d{2,4})?)(?![\p{L}\d])`,
  'iu',
)

function dueOf(s: Sentence): string | null {
  const word = dueMatcher.match(s.tokens)[0]
  if (word) return s.text.slice(s.tokens[word.from].start - s.start, s.tokens[word.to - 1].end - s.start)
  return DATE.exec(s.text)?.[0] ?? null
}

/** "Sam will prepare the demo", "Денис подготовит демо": the task belongs to the named participant, not the speaker. */
function ownerOf(f: TranscriptFeatures, s: Sentence): string {
  const first = s.tokens[0]?.norm
  const named = f.speakers.find((p) => p.split(/\s+/)[0].toLowerCase().replace(/ё/g, 'е') === first)
  return named && s.tokens.length > 2 && s.tokens[1].norm !== 'can' && !s.question ? named : speakerOf(f, s)
}

/**
 * Statements (not questions) with a commitment or next-step phrase, with the owner as said and the due date as
 * said. A sentence that puts an amount on the table is an offer, not a task ("let's do 210k").
 */
export function actionItems(f: TranscriptFeatures, limit = 20): ActionItem[] {
  return memo(f, `actionItems:${limit}`, () => {
    const out: ActionItem[] = []
    const seen = new Set<unknown>()
    for (const h of lexiconHits(f, 'actions', matcherFor(ACTION_PHRASES))) {
      if (out.length >= limit) break
      if (seen.has(h.sentence) || h.sentence.question || h.sentence.tokens.length < 3) continue
      seen.add(h.sentence)
      if (findMoney(h.sentence.text).length) continue
      const ev = evidence(f, h.sentence)
      out.push({
        owner: ownerOf(f, h.sentence),
        text: ev.quote,
        due: dueOf(h.sentence),
        startMs: ev.startMs,
        evidence: ev,
      })
    }
    return out
  })
}

/** Sentences that record a decision ("Decision: we ship reporting first", "Решили: …"). */
export function decisions(f: TranscriptFeatures, limit = 10): Evidence[] {
  return memo(f, `decisions:${limit}`, () => {
    const out: Evidence[] = []
    const seen = new Set<Sentence>()
    // "Decision: …" / "Решение: …" opens a sentence; otherwise a decision phrase anywhere in a statement of some length.
    const headed = f.sentences.filter((s) => /^(?:decision|решение|итог)\s*:/iu.test(s.text))
    const phrased = lexiconHits(f, 'decisions', matcherFor(DECISION_PHRASES)).map((h) => h.sentence)
    for (const s of [...headed, ...phrased].sort((a, b) => a.seg - b.seg || a.start - b.start)) {
      if (out.length >= limit || seen.has(s) || s.question || s.tokens.length < 4) continue
      seen.add(s)
      out.push(evidence(f, s))
    }
    return out
  })
}
