import type { Evidence, EngineInput } from '../../types.js'
import { clamp100, resolveSubject, type TranscriptFeatures } from '../features.js'
import { TEAM_ROLES } from '../lexicons/belbin.js'
import { overview } from '../overview.js'
import { teamRoleVector } from '../team-roles.js'
import { selfReport } from './self.js'
import { activeAnalysisReport } from './active-analysis.js'
import { headlineScore, roleVectorsFrom, traitsFromReport, type TraitSample } from './profile-history.js'
import type { KindResult } from './kind-result.js'

/**
 * The subject across their earlier reports plus this transcript: trait scores over time (mean and trend),
 * the average team-role vector, and strengths (traits averaging 70+).
 */
export function digitalProfileReport(f: TranscriptFeatures, input: EngineInput): KindResult<'digital-profile'> {
  const subject = resolveSubject(f, input.subject)
  const ru = (input.language ?? f.language) === 'ru'
  const history = [...(input.history ?? [])].sort((a, b) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0,
  )
  const samples: TraitSample[] = history.flatMap((h) => traitsFromReport(h.kind, h.content, h.createdAt, subject))
  // This transcript contributes its own clarity / consistency / coverage / listening readings, with evidence.
  const now = history.length
    ? history[history.length - 1].createdAt.slice(0, 10) + 'T23:59:59.999Z'
    : '9999-12-31T00:00:00.000Z'
  const self = selfReport(f, { ...input, subject }).content
  const listen = activeAnalysisReport(f, input).content.speakers.find((s) => s.speaker === subject)
  const evidenceFor = new Map<string, Evidence[]>()
  for (const k of ['coverage', 'clarity', 'consistency'] as const) {
    samples.push({ name: k, score: self[k].score, at: now })
    evidenceFor.set(k, self[k].evidence.slice(0, 2))
  }
  if (listen) {
    samples.push({ name: 'listening', score: listen.score, at: now })
    evidenceFor.set('listening', listen.paraphrases.evidence.slice(0, 2))
  }
  const names = [...new Set(samples.map((s) => s.name))]
  const traits = names.map((name) => {
    const xs = samples.filter((s) => s.name === name)
    const mean = xs.reduce((a, s) => a + s.score, 0) / xs.length
    const delta = xs[xs.length - 1].score - xs[0].score
    return {
      name,
      score: clamp100(mean),
      samples: xs.length,
      trend: (xs.length < 2 || Math.abs(delta) < 5 ? 'flat' : delta > 0 ? 'up' : 'down') as 'up' | 'down' | 'flat',
      evidence: evidenceFor.get(name) ?? [],
    }
  })
  const vectors = [...roleVectorsFrom(history), new Map(teamRoleVector(f, subject).map((r) => [r.role, r.score]))]
  const teamRoles = TEAM_ROLES.map((role) => ({
    role,
    score: clamp100(vectors.reduce((a, v) => a + (v.get(role) ?? 0), 0) / vectors.length),
  }))
  const strengths = traits
    .filter((t) => t.score >= 70)
    .sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : 1))
    .map((t) => t.name)
  const timeline = history.map((h) => ({
    createdAt: h.createdAt,
    kind: h.kind,
    score: headlineScore(h.kind, h.content),
  }))
  const topRole = [...teamRoles].sort((a, b) => b.score - a.score)[0]
  return {
    headline: ru
      ? `${subject}: ${history.length} прошлых отчётов; сильные стороны — ${strengths.join(', ') || 'пока не выявлены'}; ведущая роль — ${topRole.role}.`
      : `${subject}: ${history.length} earlier report(s); strengths — ${strengths.join(', ') || 'none yet'}; leading team role — ${topRole.role}.`,
    content: {
      subject,
      reportsAnalyzed: history.length,
      timeline,
      traits,
      teamRoles,
      strengths,
      overview: overview(f),
    },
  }
}
