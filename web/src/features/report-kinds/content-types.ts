/**
 * The `content` of each report kind as the service writes it (service/src/domain/analysis/schemas/*.ts). The
 * OpenAPI contract types content as an open object, so the renderers read it through these shapes; every
 * renderer tolerates missing optional parts (an LLM engine may omit the overview).
 */
export interface Evidence {
  quote: string
  speaker: string
  startMs: number
}
export interface ScoredClaim {
  score: number
  rationale: string
  evidence: Evidence[]
}
export interface ActionItem {
  owner: string
  text: string
  /** As said ("Friday", "до пятницы"). */
  due: string | null
  /** Resolved against the meeting day (YYYY-MM-DD); reports made before it have none. */
  dueDate?: string | null
  startMs: number
  evidence: Evidence
  quotes?: Evidence[]
}
export interface Decision extends Evidence {
  /** What was decided; reports made before it have only the quote. */
  text?: string
  quotes?: Evidence[]
}

export interface SpeakerStats {
  speaker: string
  talkTimeMs: number
  sharePct: number
  turns: number
  segments: number
  words: number
  wordsPerMinute: number
  questions: number
  interruptions: number
  fillerCount: number
  fillers: { word: string; count: number }[]
  interruptionEvidence: Evidence[]
}

export interface Overview {
  language: string
  durationMs: number
  speakers: SpeakerStats[]
  keyPhrases: { phrase: string; count: number; evidence: Evidence[] }[]
  actionItems: ActionItem[]
  decisions?: Decision[]
  signals: { signal: string; speaker: string; count: number; evidence: Evidence[] }[]
  highlights: Evidence[]
}

export interface CriterionScore {
  sectionId: string
  id: string
  title: string
  weight: number
  score: number
  matchedKeywords: string[]
  rationale: string
  evidence: Evidence[]
  evidenceCount?: number
  enoughEvidence?: boolean
  /** False: nothing said speaks to it. Shown as "not assessed" and drawn as nothing (its score is no reading). */
  assessed?: boolean
  verdict?: string
}
export interface SectionScore {
  id: string
  title: string
  weight: number
  score: number
}

interface WithOverview {
  overview?: Overview
}

export interface SelfContent extends WithOverview {
  subject: string
  coverage: ScoredClaim & { prompts: number; answered: number }
  clarity: ScoredClaim
  consistency: ScoredClaim
  answers: { prompt: Evidence | null; answered: boolean; words: number; evidence: Evidence[] }[]
  strengths: string[]
  improvements: string[]
}

export type Recommendation = 'strong-yes' | 'yes' | 'maybe' | 'no' | 'not-enough-evidence'
export interface RecruiterContent extends WithOverview {
  subject: string
  rubricSource: string
  scorecard: CriterionScore[]
  overallScore: number
  recommendation: Recommendation
  confidence: number
  strengths: string[]
  concerns: string[]
}

export type CompetenceLevel = 'not-observed' | 'developing' | 'proficient' | 'strong'
export interface CompetenceContent extends WithOverview {
  subject: string
  modelSource: string
  competences: (CriterionScore & { level: CompetenceLevel })[]
  sections: SectionScore[]
  overallScore: number
}

export interface AlfaContent extends WithOverview {
  subject: string
  templateSource: string
  sections: (SectionScore & { criteria: CriterionScore[] })[]
  totalScore: number
}

export type MoneyPer = 'unit' | 'hour' | 'month' | 'year' | null
export interface MoneyStatement {
  speaker: string
  amount: number
  amountTo?: number
  currency: string
  per?: MoneyPer
  startMs: number
  quote: string
}
export interface ConcessionPath {
  currency: string
  per: string | null
  sides: {
    speaker: string
    first: number
    last: number
    moves: { amount: number; change: number; startMs: number; quote: string }[]
  }[]
  initialGap: number | null
  finalGap: number | null
  closedPct: number | null
}
export interface NegotiationContent extends WithOverview {
  sides: { speaker: string; talkSharePct: number; offers: number; concessions: number; questions: number }[]
  offers: (MoneyStatement & { type: 'offer' | 'counter-offer' })[]
  mentions?: (MoneyStatement & { type: 'mention' })[]
  concessionPath?: ConcessionPath | null
  concessions: Evidence[]
  questions: Evidence[]
  agreement: { reached: boolean; evidence: Evidence[] }
  nextSteps: ActionItem[]
}

export type RiskLevel = 'none' | 'low' | 'medium' | 'high' | 'critical'
export interface InfoSecurityContent extends WithOverview {
  findings: { type: string; masked: string; speaker: string; startMs: number; quote: string }[]
  counts: Record<string, number>
  riskScore: number
  riskLevel: RiskLevel
  recommendations: string[]
  /** One key per recommendation (a finding type or restrict-access); reports made before it have none. */
  adviceKeys?: string[]
}

interface Counted {
  count: number
  evidence: Evidence[]
}
export interface ActiveAnalysisContent extends WithOverview {
  speakers: {
    speaker: string
    talkSharePct: number
    paraphrases: Counted
    clarifyingQuestions: Counted
    acknowledgements: Counted
    interruptions: Counted
    questions: number
    score: number
  }[]
  overallScore: number
  bestExample: Evidence | null
}

export type TeamRoleId =
  | 'plant'
  | 'resource-investigator'
  | 'co-ordinator'
  | 'shaper'
  | 'monitor-evaluator'
  | 'teamworker'
  | 'implementer'
  | 'completer-finisher'
  | 'specialist'
export type Band = 'preferred' | 'manageable' | 'least-preferred'
export interface BelbinContent extends WithOverview {
  label: string
  subject: string
  roles: {
    role: TeamRoleId
    score: number
    band: Band
    evidence: Evidence[]
    evidenceCount?: number
    enoughEvidence?: boolean
  }[]
  preferred: TeamRoleId[]
  manageable: TeamRoleId[]
  leastPreferred: TeamRoleId[]
  note: string
}

export interface DigitalProfileContent extends WithOverview {
  subject: string
  reportsAnalyzed: number
  timeline: { createdAt: string; kind: string; score: number | null }[]
  traits: { name: string; score: number; samples: number; trend: 'up' | 'down' | 'flat'; evidence: Evidence[] }[]
  teamRoles: { role: TeamRoleId; score: number }[]
  strengths: string[]
}

export const TEAM_ROLE_IDS: TeamRoleId[] = [
  'plant',
  'resource-investigator',
  'co-ordinator',
  'shaper',
  'monitor-evaluator',
  'teamworker',
  'implementer',
  'completer-finisher',
  'specialist',
]
