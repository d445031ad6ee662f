/**
 * One transcript of the evaluation set, written for it and labelled by hand: what a person taking the minutes
 * would list. `split`: `dev`, the engine was tuned on it; `heldout`, written before the engine and measured once
 * (that first run is kept in heldout-first-run.txt; general gaps it showed were fixed afterwards); `blind`,
 * written after the engine was frozen and never tuned on; `fresh`, new kinds (an incident review, a sales call with
 * unit prices, a museum kick-off) written before the engine ran on them, the first run kept in fresh-first-run.txt.
 */
export type Verdict = 'positive' | 'negative' | 'not-assessed'
export type RecommendationLabel = 'yes' | 'maybe' | 'no' | 'not-enough-evidence'

export interface EvalTranscript {
  id: string
  split: 'dev' | 'heldout' | 'blind' | 'fresh'
  language: 'en' | 'ru' | 'fr'
  type: 'meeting' | 'interview' | 'negotiation'
  /** The day of the meeting (ISO): relative due dates ("by Friday") resolve against it. */
  meetingDate: string
  /** The transcript file beside this one, as a person would upload it (plain "[mm:ss] Name: text", WebVTT, Otter or Google Meet text). */
  file: string
  /** Interviews: the candidate. */
  subject?: string
  /** Commitments: the owner, words the written task must contain (any form: stems are fine), the due date. */
  actionItems: { owner: string; task: string[]; due?: string }[]
  /** Each decision as words its text must contain. */
  decisions: string[][]
  /** Every amount of money said, each mention and each end of a range. */
  amounts: { amount: number; currency: string }[]
  /** Interviews: a person's verdict per criterion of the default rubric (only those a person would judge). */
  verdicts?: { criteria: Record<string, Verdict>; recommendation: RecommendationLabel }
  /** Things said that must not be reported as an action item or a decision (hypotheticals, rejected proposals, past events, third parties). */
  distractors: string[]
}
