import { Type, type Static } from '@sinclair/typebox'

/** Building blocks shared by the report-content schemas. */
export const EvidenceSchema = Type.Object({
  quote: Type.String({ description: 'verbatim text of the speaker’s segment' }),
  speaker: Type.String(),
  startMs: Type.Integer({ minimum: 0, description: 'start of the quoted segment' }),
})
export const Score = Type.Integer({ minimum: 0, maximum: 100 })
export const Evidences = Type.Array(EvidenceSchema)

export const ScoredClaim = Type.Object({ score: Score, rationale: Type.String(), evidence: Evidences })

export const ActionItemSchema = Type.Object({
  owner: Type.String({ description: 'the speaker who took it on, or the participant asked or named' }),
  text: Type.String({ description: 'the task as a person writes it in the minutes' }),
  due: Type.Union([Type.String(), Type.Null()], { description: 'the due date as said ("Friday", "до пятницы")' }),
  dueDate: Type.Optional(
    Type.Union([Type.String({ format: 'date' }), Type.Null()], {
      description: 'the due date resolved against the meeting day (YYYY-MM-DD)',
    }),
  ),
  startMs: Type.Integer({ minimum: 0 }),
  evidence: EvidenceSchema,
  quotes: Type.Optional(
    Type.Array(EvidenceSchema, {
      description: 'every sentence the item rests on: the request, the reply, the commitment',
    }),
  ),
})

/** A decision: the sentence that states it (quote, speaker, startMs), its content, and every sentence agreeing to it. */
export const DecisionSchema = Type.Composite([
  EvidenceSchema,
  Type.Object({
    text: Type.Optional(Type.String({ description: 'what was decided, as a person writes it' })),
    quotes: Type.Optional(Type.Array(EvidenceSchema)),
  }),
])

export const SpeakerStatsSchema = Type.Object({
  speaker: Type.String(),
  talkTimeMs: Type.Integer({ minimum: 0 }),
  sharePct: Type.Integer({ minimum: 0, maximum: 100 }),
  turns: Type.Integer({ minimum: 0 }),
  segments: Type.Integer({ minimum: 0 }),
  words: Type.Integer({ minimum: 0 }),
  wordsPerMinute: Type.Integer({ minimum: 0 }),
  questions: Type.Integer({ minimum: 0 }),
  interruptions: Type.Integer({ minimum: 0 }),
  fillerCount: Type.Integer({ minimum: 0 }),
  fillers: Type.Array(Type.Object({ word: Type.String(), count: Type.Integer({ minimum: 1 }) })),
  interruptionEvidence: Evidences,
})

export const SignalSchema = Type.Object({
  signal: Type.Union(['confidence', 'hesitation', 'agreement', 'objection', 'empathy'].map((s) => Type.Literal(s))),
  speaker: Type.String(),
  count: Type.Integer({ minimum: 1 }),
  evidence: Evidences,
})

/** Conversation metrics every builtin report carries; optional so an LLM is not asked to count words. */
export const OverviewSchema = Type.Object({
  language: Type.Union([Type.Literal('en'), Type.Literal('ru'), Type.Literal('fr'), Type.Literal('ar')]),
  durationMs: Type.Integer({ minimum: 0 }),
  speakers: Type.Array(SpeakerStatsSchema),
  keyPhrases: Type.Array(
    Type.Object({ phrase: Type.String(), count: Type.Integer({ minimum: 1 }), evidence: Evidences }),
  ),
  actionItems: Type.Array(ActionItemSchema),
  decisions: Type.Optional(Type.Array(DecisionSchema)),
  signals: Type.Array(SignalSchema),
  highlights: Evidences,
})
export type Overview = Static<typeof OverviewSchema>

/** A criterion of a rubric / competence model / alfa template, scored from keyword evidence. */
export const CriterionScoreSchema = Type.Object({
  sectionId: Type.String(),
  id: Type.String(),
  title: Type.String(),
  weight: Type.Number({ minimum: 0 }),
  score: Score,
  matchedKeywords: Type.Array(Type.String()),
  rationale: Type.String(),
  evidence: Evidences,
  evidenceCount: Type.Optional(Type.Integer({ minimum: 0, description: 'distinct statements the score rests on' })),
  enoughEvidence: Type.Optional(
    Type.Boolean({ description: 'false below the evidence threshold: shown as "not enough evidence"' }),
  ),
  assessed: Type.Optional(
    Type.Boolean({
      description:
        'false when nothing said speaks to the criterion: "not assessed", drawn as nothing, left out of means',
    }),
  ),
  verdict: Type.Optional(
    Type.Union(
      ['strong', 'concrete', 'claim', 'weak', 'against', 'not-assessed'].map((v) => Type.Literal(v)),
      { description: 'how strong the evidence is' },
    ),
  ),
})
export const SectionScoreSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  weight: Type.Number({ minimum: 0 }),
  score: Score,
  assessed: Type.Optional(Type.Boolean({ description: 'false when none of its criteria is assessed' })),
})
export const SourceSchema = Type.Union([Type.Literal('organization'), Type.Literal('default')])
