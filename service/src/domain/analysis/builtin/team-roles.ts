import type { Evidence } from '../types.js'
import { evidence, memo, type TranscriptFeatures } from './features.js'
import { actionItems } from './action-items.js'
import { hitsOf, lexiconHits, matcherFor } from './lexicon-hits.js'
import { TEAM_ROLES, TEAM_ROLE_CUES, type TeamRole } from './lexicons/belbin.js'
import { signalHits } from './overview.js'
import { speakerStats } from './speaker-stats.js'

export interface RoleScore { role: TeamRole; score: number; evidence: Evidence[] }

/**
 * A 0–100 team-role signal vector for one speaker: role cue words per 100 words, plus behaviour
 * (questions → resource investigator / co-ordinator, interruptions → shaper, commitments → implementer,
 * empathy/agreement → teamworker, objections → monitor evaluator). Half the score is relative to the
 * speaker's strongest role, half absolute, so a quiet speaker does not get a full-scale profile.
 */
export function teamRoleVector(f: TranscriptFeatures, speaker: string): RoleScore[] {
  return memo(f, `teamRoles:${speaker}`, () => {
    const st = speakerStats(f).find((s) => s.speaker === speaker)
    const words = Math.max(1, st?.words ?? 0)
    const raw = new Map<TeamRole, number>(TEAM_ROLES.map((r) => [r, 0]))
    const ev = new Map<TeamRole, Evidence[]>(TEAM_ROLES.map((r) => [r, []]))
    const seen = new Set<string>()
    for (const h of hitsOf(f, lexiconHits(f, 'teamRoles', matcherFor(TEAM_ROLE_CUES)), speaker)) {
      raw.set(h.tag, raw.get(h.tag)! + 1)
      const key = `${h.tag}:${h.sentence.seg}:${h.sentence.start}`
      if (!seen.has(key) && ev.get(h.tag)!.length < 2) { seen.add(key); ev.get(h.tag)!.push(evidence(f, h.sentence, h.from, h.to)) }
    }
    const signals = hitsOf(f, signalHits(f), speaker)
    const count = (tag: string) => signals.filter((h) => h.tag === tag).length
    const q = st?.questions ?? 0
    raw.set('resource-investigator', raw.get('resource-investigator')! + 0.3 * q)
    raw.set('co-ordinator', raw.get('co-ordinator')! + 0.3 * q)
    raw.set('shaper', raw.get('shaper')! + 1.5 * (st?.interruptions ?? 0))
    raw.set('implementer', raw.get('implementer')! + actionItems(f).filter((a) => a.owner === speaker).length)
    raw.set('teamworker', raw.get('teamworker')! + 0.7 * (count('empathy') + count('agreement')))
    raw.set('monitor-evaluator', raw.get('monitor-evaluator')! + 0.5 * count('objection'))
    const max = Math.max(...raw.values())
    return TEAM_ROLES.map((role) => {
      const r = raw.get(role)!
      const relative = max > 0 ? r / max : 0
      const absolute = 1 - Math.exp(-(r * 100) / words / 0.8)
      return { role, score: Math.round(50 * relative + 50 * absolute), evidence: ev.get(role)! }
    })
  })
}
