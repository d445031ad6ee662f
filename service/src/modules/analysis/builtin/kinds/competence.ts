import type { EngineInput } from '../../types.js'
import { weightedMean } from '../criteria.js'
import { evidenceScores } from '../verdicts/evidence-scores.js'
import { reportLang } from '../verdicts/report-lang.js'
import { DEFAULT_COMPETENCE_MODEL } from '../default-models.js'
import { resolveSubject, type TranscriptFeatures } from '../features.js'
import { overview } from '../overview.js'
import type { ReportContent } from '../../../report-kinds/index.js'
import type { KindResult } from './kind-result.js'

type Level = ReportContent<'competence'>['competences'][number]['level']
const level = (score: number, assessed: boolean): Level =>
  !assessed ? 'not-observed' : score < 50 ? 'developing' : score < 75 ? 'proficient' : 'strong'

/** Scores per competence of the organization's model (or the default model), with section roll-ups. */
export function competenceReport(f: TranscriptFeatures, input: EngineInput): KindResult<'competence'> {
  const subject = resolveSubject(f, input.subject)
  const ru = (input.language ?? f.language) === 'ru'
  const fromOrg = Boolean(input.sections?.some((s) => s.criteria.length))
  const model = fromOrg ? input.sections! : DEFAULT_COMPETENCE_MODEL
  // Read from the person's answers; a competence nothing speaks to is "not observed", never a low score.
  const competences = evidenceScores(f, model, subject, reportLang(f, input)).map((c) => ({
    ...c,
    level: level(c.score, c.assessed !== false),
  }))
  const sections = model.map((s) => {
    const own = competences.filter((c) => c.sectionId === s.id)
    return {
      id: s.id,
      title: s.title,
      weight: own.reduce((a, c) => a + c.weight, 0),
      score: weightedMean(own),
      assessed: own.some((c) => c.assessed !== false),
    }
  })
  const overallScore = weightedMean(sections)
  const top = [...competences].sort((a, b) => b.score - a.score)[0]
  return {
    headline: ru
      ? `${subject}: общий балл компетенций ${overallScore}/100${top?.score ? `, сильнее всего — ${top.title}` : ''}.`
      : `${subject}: competence score ${overallScore}/100${top?.score ? `, strongest: ${top.title}` : ''}.`,
    content: {
      subject,
      modelSource: fromOrg ? 'organization' : 'default',
      competences,
      sections,
      overallScore,
      overview: overview(f),
    },
  }
}
