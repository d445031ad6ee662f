import type { EngineInput } from '../../types.js'
import { scoreCriteria, weightedMean } from '../criteria.js'
import { DEFAULT_RECRUITER_RUBRIC } from '../default-models.js'
import { resolveSubject, type TranscriptFeatures } from '../features.js'
import { overview } from '../overview.js'
import { speakerStats } from '../speaker-stats.js'
import type { KindResult } from './kind-result.js'

type Recommendation = 'strong-yes' | 'yes' | 'maybe' | 'no'
const recommend = (score: number): Recommendation =>
  score >= 75 ? 'strong-yes' : score >= 58 ? 'yes' : score >= 40 ? 'maybe' : 'no'

/** A competency scorecard from the organization's rubric (or the default one), scored from the candidate's words. */
export function recruiterReport(f: TranscriptFeatures, input: EngineInput): KindResult<'recruiter'> {
  const subject = resolveSubject(f, input.subject)
  const ru = (input.language ?? f.language) === 'ru'
  const fromOrg = Boolean(input.sections?.some((s) => s.criteria.length))
  const scorecard = scoreCriteria(f, fromOrg ? input.sections! : DEFAULT_RECRUITER_RUBRIC, subject, ru ? 'ru' : 'en')
  const overallScore = weightedMean(scorecard)
  const recommendation = recommend(overallScore)
  // Confidence grows with how many criteria have evidence at all and with how much the candidate said.
  const covered = scorecard.length ? scorecard.filter((c) => c.evidence.length).length / scorecard.length : 0
  const words = speakerStats(f).find((s) => s.speaker === subject)?.words ?? 0
  const confidence = Math.round((0.2 + 0.45 * covered + 0.35 * Math.min(1, words / 800)) * 100) / 100
  const strengths = scorecard.filter((c) => c.score >= 70).map((c) => c.title)
  const concerns = scorecard
    .filter((c) => c.score < 40)
    .map((c) =>
      c.evidence.length
        ? `${c.title}: ${ru ? 'слабые свидетельства' : 'weak evidence'}`
        : `${c.title}: ${ru ? 'не раскрыто' : 'not covered'}`,
    )
  const label = {
    'strong-yes': ru ? 'однозначно да' : 'strong yes',
    yes: ru ? 'да' : 'yes',
    maybe: ru ? 'возможно' : 'maybe',
    no: ru ? 'нет' : 'no',
  }[recommendation]
  return {
    headline: ru
      ? `${subject}: итог ${overallScore}/100, рекомендация — ${label} (уверенность ${confidence}).`
      : `${subject}: overall ${overallScore}/100, recommendation ${label} (confidence ${confidence}).`,
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
