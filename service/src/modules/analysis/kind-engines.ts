import type { ReportKind } from '../report-kinds/index.js'
import type { TranscriptFeatures } from './builtin/features.js'
import { activeAnalysisReport } from './builtin/kinds/active-analysis.js'
import { alfaReport } from './builtin/kinds/alfa.js'
import { belbinReport } from './builtin/kinds/belbin.js'
import { competenceReport } from './builtin/kinds/competence.js'
import { digitalProfileReport } from './builtin/kinds/digital-profile.js'
import { infoSecurityReport } from './builtin/kinds/info-security.js'
import type { KindResult } from './builtin/kinds/kind-result.js'
import { negotiationReport } from './builtin/kinds/negotiation.js'
import { recruiterReport } from './builtin/kinds/recruiter.js'
import { selfReport } from './builtin/kinds/self.js'
import type { EngineInput } from './types.js'

/** How each engine writes one kind of report (the kind itself is defined in the report-kinds module). */
export interface KindEngines<K extends ReportKind> {
  /** The builtin engine's builder: offline and deterministic, every claim with quoted evidence. */
  builtin: (f: TranscriptFeatures, input: EngineInput) => KindResult<K>
  llm: {
    /** What the model is asked for, after the kind's name; the reply's schema is the kind's content schema. */
    purpose: string
    /** The reply quotes sensitive values by design: masked in the engine, before anyone reads it. */
    masked: boolean
  }
  /** The person's earlier ready reports are part of the input (EngineInput.history). */
  readsHistory: boolean
}

/** Every kind's engine entry points: a kind missing here, or one that is no longer a kind, does not compile. */
export const KIND_ENGINES: { [K in ReportKind]: KindEngines<K> } = {
  self: {
    builtin: selfReport,
    llm: { purpose: 'how fully, clearly and consistently the subject answered the prompts', masked: false },
    readsHistory: false,
  },
  recruiter: {
    builtin: recruiterReport,
    llm: {
      purpose:
        "a competency scorecard of the candidate against the organization's rubric, a recommendation and a confidence",
      masked: false,
    },
    readsHistory: false,
  },
  negotiation: {
    builtin: negotiationReport,
    llm: {
      purpose:
        'offers and counter-offers with amounts and currencies, concessions, questions, whether agreement was reached, next steps',
      masked: false,
    },
    readsHistory: false,
  },
  'digital-profile': {
    builtin: digitalProfileReport,
    llm: {
      purpose: "the subject's traits across earlier reports and this conversation, team-role vector and strengths",
      masked: false,
    },
    readsHistory: true,
  },
  belbin: {
    builtin: belbinReport,
    llm: {
      purpose:
        'team-role signals (Belbin-style) of the subject on the nine roles, from language only; no questionnaire',
      masked: false,
    },
    readsHistory: false,
  },
  competence: {
    builtin: competenceReport,
    llm: { purpose: "scores of the subject on each competence of the organization's model", masked: false },
    readsHistory: false,
  },
  'info-security': {
    builtin: infoSecurityReport,
    llm: {
      purpose:
        'sensitive data said aloud (e-mails, phones, cards, IBANs, secrets, API keys, internal hosts), always masked',
      masked: true,
    },
    readsHistory: false,
  },
  'active-analysis': {
    builtin: activeAnalysisReport,
    llm: {
      purpose:
        'active-listening behaviour of each speaker: paraphrases, clarifying questions, acknowledgements, interruptions',
      masked: false,
    },
    readsHistory: false,
  },
  alfa: {
    builtin: alfaReport,
    llm: {
      purpose:
        "scores per criterion of the organization's template from keyword evidence, weighted section and total scores",
      masked: false,
    },
    readsHistory: false,
  },
}
