import type { EngineInput } from '../../types.js'
import { weightedMean } from '../criteria.js'
import { DEFAULT_RECRUITER_RUBRIC } from '../default-models.js'
import { resolveSubject, type TranscriptFeatures } from '../features.js'
import { overview } from '../overview.js'
import { speakerStats } from '../speaker-stats.js'
import { evidenceScores } from '../verdicts/evidence-scores.js'
import { reportLang } from '../verdicts/report-lang.js'
import type { KindResult } from './kind-result.js'

type Recommendation = 'strong-yes' | 'yes' | 'maybe' | 'no' | 'not-enough-evidence'

/** At least this share of the rubric's weight must be assessed before the report recommends anything. */
export const MIN_ASSESSED_WEIGHT = 0.5
export const MIN_ASSESSED_CRITERIA = 3

/**
 * A hire recommendation from the assessed criteria only: their weighted mean decides, and one criterion with
 * evidence against it holds a high mean at "maybe". Too little assessed, and the answer is "not enough evidence".
 */
export function recommend(
  scorecard: { weight: number; score: number; assessed?: boolean; verdict?: string }[],
): Recommendation {
  const assessed = scorecard.filter((c) => c.assessed !== false)
  const total = scorecard.reduce((a, c) => a + Math.max(0, c.weight), 0)
  const covered = assessed.reduce((a, c) => a + Math.max(0, c.weight), 0)
  if (
    assessed.length < Math.min(MIN_ASSESSED_CRITERIA, scorecard.length) ||
    (total > 0 && covered / total < MIN_ASSESSED_WEIGHT)
  )
    return 'not-enough-evidence'
  const mean = weightedMean(assessed)
  const against = assessed.some((c) => c.verdict === 'against' || c.score < 40)
  if (mean >= 80 && !against) return 'strong-yes'
  if (mean >= 68) return against ? 'maybe' : 'yes'
  if (mean >= 55) return 'maybe'
  return 'no'
}

const LABELS = {
  en: {
    'strong-yes': 'strong yes',
    yes: 'yes',
    maybe: 'maybe',
    no: 'no',
    'not-enough-evidence': 'not enough evidence',
  },
  ru: {
    'strong-yes': 'однозначно да',
    yes: 'да',
    maybe: 'возможно',
    no: 'нет',
    'not-enough-evidence': 'недостаточно данных',
  },
  fr: {
    'strong-yes': 'oui sans réserve',
    yes: 'oui',
    maybe: 'peut-être',
    no: 'non',
    'not-enough-evidence': 'pas assez d’éléments',
  },
} as const

/** A competency scorecard from the organization's rubric (or the default one), read from the candidate's answers. */
export function recruiterReport(f: TranscriptFeatures, input: EngineInput): KindResult<'recruiter'> {
  const subject = resolveSubject(f, input.subject)
  const lang = reportLang(f, input)
  const fromOrg = Boolean(input.sections?.some((s) => s.criteria.length))
  const scorecard = evidenceScores(f, fromOrg ? input.sections! : DEFAULT_RECRUITER_RUBRIC, subject, lang)
  const overallScore = weightedMean(scorecard)
  const recommendation = recommend(scorecard)
  // Confidence grows with how much of the rubric has evidence and with how much the candidate said.
  const covered = scorecard.length ? scorecard.filter((c) => c.assessed).length / scorecard.length : 0
  const words = speakerStats(f).find((s) => s.speaker === subject)?.words ?? 0
  const confidence = Math.round((0.2 + 0.45 * covered + 0.35 * Math.min(1, words / 800)) * 100) / 100
  const strengths = scorecard.filter((c) => c.assessed && c.score >= 70).map((c) => c.title)
  const notAssessed = { en: 'not assessed', ru: 'не оценено', fr: 'non évalué' }[lang]
  const against = { en: 'evidence against', ru: 'свидетельства против', fr: 'éléments contraires' }[lang]
  const weak = { en: 'weak evidence', ru: 'слабые свидетельства', fr: 'preuves faibles' }[lang]
  const concerns = scorecard
    .filter((c) => !c.assessed || c.score < 50)
    .map((c) => `${c.title}: ${!c.assessed ? notAssessed : c.verdict === 'against' ? against : weak}`)
  const label = LABELS[lang][recommendation]
  const headline = {
    en: `${subject}: overall ${overallScore}/100, recommendation ${label} (confidence ${confidence}).`,
    ru: `${subject}: итог ${overallScore}/100, рекомендация — ${label} (уверенность ${confidence}).`,
    fr: `${subject} : note globale ${overallScore}/100, recommandation ${label} (confiance ${confidence}).`,
  }[lang]
  return {
    headline,
    content: {
      subject,
      rubricSource: fromOrg ? 'organization' : 'default',
      scorecard,
      overallScore,
      recommendation,
      confidence,
      strengths,
      concerns,
      overview: overview(f),
    },
  }
}
