import {
  analyseTranscript,
  evidence,
  speakerOf,
  type TranscriptFeatures,
  lexiconHits,
  matcherFor,
  actionItems,
  meetingDecisions,
  keyPhrases,
  NEGOTIATION,
  speakerStats,
  highlights,
  type Evidence,
  type Segment,
} from '../analysis/index.js'
import type { Quote, SummaryOptions, SummaryResult } from './summary-schema.js'

/** Decision markers: the negotiation lexicon's agreements plus how meetings word a decision. */
const DECISIONS = {
  decision: [
    ...NEGOTIATION.agreementReached,
    'we decided',
    'we have decided',
    "we've decided",
    'decision is',
    'the plan is',
    "let's go with",
    'we will go with',
    'we agreed',
    'решили',
    'решение',
    'договорились',
    'утвердили',
    'остановимся на',
  ],
} as const

const COUNTS = {
  short: { summary: 3, list: 5 },
  standard: { summary: 5, list: 10 },
  detailed: { summary: 10, list: 25 },
} as const

const quoteOf = (e: Evidence): Quote => ({ quote: e.quote, speaker: e.speaker, startMs: e.startMs, verified: true })

/**
 * The offline, deterministic summarizer: the sentences that carry the most weight, topics from key phrases,
 * decisions and action items from the report engines' lexicons, speaker statistics. Every item is a verbatim
 * quote, so nothing needs verifying. Same input, same output: no clock, no randomness, stable sorts only.
 */
export function builtinSummary(
  segments: Segment[],
  options: Pick<SummaryOptions, 'length' | 'sections'>,
): SummaryResult {
  const f = analyseTranscript(segments)
  const n = COUNTS[options.length]
  const want = new Set(options.sections)
  return {
    language: f.language,
    summary: want.has('summary')
      ? highlights(f, n.summary).map((h) => ({ text: h.evidence.quote, quote: quoteOf(h.evidence) }))
      : [],
    topics: want.has('topics') ? topics(f, n.list) : [],
    decisions: want.has('decisions') ? decisions(f, n.list) : [],
    actionItems: want.has('actionItems')
      ? actionItems(f, n.list).map((a) => ({ text: a.text, owner: a.owner, due: a.due, quote: quoteOf(a.evidence) }))
      : [],
    questions: want.has('questions') ? questions(f, n.list) : [],
    speakers: want.has('speakers')
      ? speakerStats(f).map((s) => ({
          speaker: s.speaker,
          talkTimeMs: s.talkTimeMs,
          sharePct: s.sharePct,
          words: s.words,
          turns: s.turns,
          questions: s.questions,
        }))
      : [],
    droppedUnverified: 0,
  }
}

function topics(f: TranscriptFeatures, limit: number): SummaryResult['topics'] {
  return keyPhrases(f, limit)
    .filter((k) => k.evidence.length)
    .map((k) => ({ title: k.phrase, startMs: k.evidence[0].startMs, quote: quoteOf(k.evidence[0]) }))
    .sort((a, b) => a.startMs - b.startMs || (a.title < b.title ? -1 : 1))
}

/**
 * Decisions with their content (the analysis engine's: "we go with React Native", agreements read with what they
 * agree to); in a language without rules, the lexicon's sentences.
 */
function decisions(f: TranscriptFeatures, limit: number): SummaryResult['decisions'] {
  const made = meetingDecisions(f, limit)
  if (made.length || f.language !== 'ar') return made.map((d) => ({ text: d.text, quote: quoteOf(d) }))
  const out: SummaryResult['decisions'] = []
  const seen = new Set<unknown>()
  for (const h of lexiconHits(f, 'llm-decisions', matcherFor(DECISIONS))) {
    if (out.length >= limit) break
    if (seen.has(h.sentence) || h.sentence.question || h.sentence.tokens.length < 3) continue
    seen.add(h.sentence)
    const e = evidence(f, h.sentence)
    out.push({ text: e.quote, quote: quoteOf(e) })
  }
  return out
}

/** Questions put to the others (at least four words, so "Right?" is not one). */
function questions(f: TranscriptFeatures, limit: number): SummaryResult['questions'] {
  const out: SummaryResult['questions'] = []
  for (const s of f.sentences) {
    if (out.length >= limit) break
    if (!s.question || s.tokens.length < 4) continue
    const e = evidence(f, s)
    out.push({ text: `${speakerOf(f, s)}: ${e.quote}`, quote: quoteOf(e) })
  }
  return out
}
