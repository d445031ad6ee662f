import { Type } from '@sinclair/typebox'
import { EvidenceSchema, Evidences, OverviewSchema, Score } from '../content/common.js'
import { defineReportKind } from '../define-kind.js'

const Counted = Type.Object({ count: Type.Integer({ minimum: 0 }), evidence: Evidences })
/** Active-listening behaviour of each speaker: paraphrases, clarifying questions, acknowledgements, interruptions. */
export const ActiveAnalysisContent = Type.Object({
  speakers: Type.Array(
    Type.Object({
      speaker: Type.String(),
      talkSharePct: Type.Integer({ minimum: 0, maximum: 100 }),
      paraphrases: Counted,
      clarifyingQuestions: Counted,
      acknowledgements: Counted,
      interruptions: Counted,
      questions: Type.Integer({ minimum: 0 }),
      score: Score,
    }),
  ),
  overallScore: Score,
  bestExample: Type.Union([EvidenceSchema, Type.Null()]),
  overview: Type.Optional(OverviewSchema),
})

export const activeAnalysis = defineReportKind({
  key: 'active-analysis',
  title: 'Active listening',
  about: 'person',
  template: null,
  content: ActiveAnalysisContent,
})
