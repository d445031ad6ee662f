import type { EngineInput } from '../../types.js'
import { scoreCriteria, weightedMean } from '../criteria.js'
import { DEFAULT_ALFA_TEMPLATE } from '../default-models.js'
import { resolveSubject, type TranscriptFeatures } from '../features.js'
import { overview } from '../overview.js'
import type { KindResult } from './kind-result.js'

/**
 * A report driven entirely by the organization's template: each criterion is scored from keyword
 * evidence, sections are weighted means of their criteria, the total a mean weighted by section weight.
 * Without a subject the whole conversation is the evidence pool.
 */
export function alfaReport(f: TranscriptFeatures, input: EngineInput): KindResult<'alfa'> {
  const ru = (input.language ?? f.language) === 'ru'
  const fromOrg = Boolean(input.sections?.some((s) => s.criteria.length))
  const template = fromOrg ? input.sections! : DEFAULT_ALFA_TEMPLATE
  const subject = input.subject ? resolveSubject(f, input.subject) : null
  const criteria = scoreCriteria(f, template, subject, ru ? 'ru' : 'en')
  const sections = template.map((s) => {
    const own = criteria.filter((c) => c.sectionId === s.id)
    return {
      id: s.id,
      title: s.title,
      weight: own.reduce((a, c) => a + c.weight, 0),
      score: weightedMean(own),
      criteria: own,
    }
  })
  const totalScore = weightedMean(sections)
  const who = subject ?? (ru ? 'все участники' : 'all participants')
  return {
    headline: ru
      ? `Итог по шаблону: ${totalScore}/100 (${sections.length} разделов).`
      : `Template total: ${totalScore}/100 across ${sections.length} section(s).`,
    content: {
      subject: who,
      templateSource: fromOrg ? 'organization' : 'default',
      sections,
      totalScore,
      overview: overview(f),
    },
  }
}
