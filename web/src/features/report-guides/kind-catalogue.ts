import { paths } from '../../config/paths'
import type { PathEntry } from '../../config/href'
import type { ReportKind } from './api'

/** The catalogue key of a kind: the key of its routes in paths.ts and of its strings in reportGuides.json. */
export type GuideKey =
  | 'self'
  | 'recruiter'
  | 'negotiation'
  | 'digitalProfile'
  | 'belbin'
  | 'competence'
  | 'infoSec'
  | 'activeAnalysis'
  | 'alfa'

/** How the renderer shows a section (report-kinds/kinds/*): named on the template page. */
export type Visual =
  'tiles' | 'bars' | 'radar' | 'gauge' | 'talkTime' | 'trend' | 'table' | 'quotes' | 'lists' | 'badges'

/** Extra explanations a section carries beside its four fields. */
export type SectionExtra = 'criterionScoring' | 'riskTable' | 'roleCues'

export interface SectionSpec {
  id: string
  visuals: Visual[]
  /** Sub-measures with their own derivation (strings under sections.<key>.<id>.metrics.<metric>). */
  metrics?: string[]
  extra?: SectionExtra
}

export interface KindGuide {
  key: GuideKey
  kind: ReportKind
  example?: PathEntry
  template?: PathEntry
  /** The kind is scored against an organization document (rubric, competence model, template); its default is shown. */
  model?: 'rubric' | 'competenceModel' | 'template'
  /** The renderer's sections in its order; the conversation overview follows every builtin report. */
  sections: SectionSpec[]
}

const examples = paths.reportExamples
const templates = paths.reportTemplates

/** The shared conversation overview (report-kinds/overview-section.tsx), last in every builtin report. */
export const OVERVIEW_SECTION: SectionSpec = {
  id: 'overview',
  visuals: ['talkTime', 'table', 'badges', 'quotes'],
  metrics: [
    'talkShare',
    'turns',
    'wpm',
    'questions',
    'interruptions',
    'fillers',
    'keyPhrases',
    'actionItems',
    'highlights',
  ],
}

// Order: the navigation's order of the example and template menus.
export const KIND_GUIDES: KindGuide[] = [
  {
    key: 'self',
    kind: 'self',
    example: examples.self,
    template: templates.self,
    sections: [
      { id: 'tiles', visuals: ['tiles'] },
      { id: 'scores', visuals: ['bars', 'quotes'], metrics: ['coverage', 'clarity', 'consistency'] },
      { id: 'answers', visuals: ['badges', 'quotes'] },
      { id: 'feedback', visuals: ['lists'] },
    ],
  },
  {
    key: 'recruiter',
    kind: 'recruiter',
    example: examples.recruiter,
    template: templates.recruiter,
    model: 'rubric',
    sections: [
      { id: 'tiles', visuals: ['tiles', 'badges'], metrics: ['overall', 'recommendation', 'confidence'] },
      { id: 'scorecard', visuals: ['bars', 'badges', 'quotes'], extra: 'criterionScoring' },
      { id: 'verdict', visuals: ['lists'] },
    ],
  },
  {
    key: 'negotiation',
    kind: 'negotiation',
    example: examples.negotiation,
    template: templates.negotiation,
    sections: [
      { id: 'agreement', visuals: ['badges', 'quotes'] },
      { id: 'sides', visuals: ['talkTime', 'table'] },
      { id: 'offers', visuals: ['badges', 'quotes'] },
      { id: 'moves', visuals: ['quotes'] },
      { id: 'nextSteps', visuals: ['quotes'] },
    ],
  },
  {
    key: 'digitalProfile',
    kind: 'digital-profile',
    example: examples.digitalProfile,
    template: templates.digitalProfile,
    sections: [
      { id: 'tiles', visuals: ['tiles'] },
      { id: 'traits', visuals: ['bars', 'quotes'] },
      { id: 'development', visuals: ['trend', 'radar'] },
      { id: 'strengths', visuals: ['lists'] },
    ],
  },
  {
    key: 'belbin',
    kind: 'belbin',
    example: examples.belbin,
    template: templates.belbin,
    sections: [
      { id: 'radar', visuals: ['radar', 'lists'], extra: 'roleCues' },
      { id: 'evidence', visuals: ['badges', 'quotes'] },
    ],
  },
  {
    key: 'competence',
    kind: 'competence',
    example: examples.competence,
    template: templates.competence,
    model: 'competenceModel',
    sections: [
      { id: 'tiles', visuals: ['tiles'] },
      { id: 'bars', visuals: ['bars'] },
      { id: 'details', visuals: ['badges', 'quotes'], extra: 'criterionScoring' },
    ],
  },
  {
    key: 'infoSec',
    kind: 'info-security',
    template: templates.infoSec,
    sections: [
      { id: 'risk', visuals: ['gauge', 'tiles', 'lists'], extra: 'riskTable' },
      { id: 'findings', visuals: ['table', 'quotes'] },
    ],
  },
  // Active analysis has a worked example but no template route in the spec.
  { key: 'activeAnalysis', kind: 'active-analysis', example: examples.activeAnalysis, sections: [] },
  {
    key: 'alfa',
    kind: 'alfa',
    template: templates.alfa,
    model: 'template',
    sections: [
      { id: 'tiles', visuals: ['tiles'] },
      { id: 'sectionBars', visuals: ['bars'] },
      { id: 'sectionCards', visuals: ['badges', 'quotes'], extra: 'criterionScoring' },
    ],
  },
]

/** The guide of a route: its title key ends with the catalogue key (`reportExample.self`, `reportTemplate.infoSec`). */
export function guideForTitleKey(titleKey: string): KindGuide | undefined {
  const key = titleKey.slice(titleKey.lastIndexOf('.') + 1)
  return KIND_GUIDES.find((g) => g.key === key)
}

/** A template page's sections in the renderer's order, the overview last. */
export const sectionsOf = (guide: KindGuide): SectionSpec[] => [...guide.sections, OVERVIEW_SECTION]

/** Weight of one finding of each type in the information-security risk score (builtin/kinds/info-security.ts). */
export const RISK_WEIGHTS = [
  { type: 'secret', weight: 35 },
  { type: 'api-key', weight: 35 },
  { type: 'card', weight: 30 },
  { type: 'iban', weight: 20 },
  { type: 'host', weight: 12 },
  { type: 'phone', weight: 8 },
  { type: 'email', weight: 6 },
] as const
