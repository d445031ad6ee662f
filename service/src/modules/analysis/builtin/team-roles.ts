import type { Evidence } from '../types.js'
import { evidence, memo, type TranscriptFeatures } from './features.js'
import { actionItems } from './action-items.js'
import { hitsOf, lexiconHits, matcherFor } from './lexicon-hits.js'
import { TEAM_ROLES, TEAM_ROLE_CUES, type TeamRole } from './lexicons/belbin.js'
import { signalHits } from './overview.js'
import { speakerStats } from './speaker-stats.js'
import type { Sentence } from './text.js'

export interface RoleScore {
  role: TeamRole
  score: number
  evidence: Evidence[]
  evidenceCount: number
  enoughEvidence: boolean
}

/** Below this many pieces of evidence a role reads "not enough evidence" (score 0) instead of a number. */
export const MIN_ROLE_EVIDENCE = 2
/** "Thank you." / "Agreed." alone are courtesy, not behaviour: a signal counts only in a sentence this long. */
const MIN_BEHAVIOUR_TOKENS = 5
const QUESTION_ROLES = new Set<TeamRole>(['co-ordinator', 'resource-investigator', 'plant'])

/**
 * A 0–100 team-role signal vector for one speaker from behaviour over the whole conversation: role cues
 * (proposing ideas, evaluating options, coordinating, following through, challenging, supporting) plus
 * questions → resource investigator / co-ordinator, interruptions → shaper, commitments → implementer,
 * empathy/agreement in substantive sentences → teamworker, objections → monitor evaluator. Each role counts
 * its distinct pieces of evidence; half the score is relative to the speaker's strongest role, half absolute.
 */
export function teamRoleVector(f: TranscriptFeatures, speaker: string): RoleScore[] {
  return memo(f, `teamRoles:${speaker}`, () => {
    const st = speakerStats(f).find((s) => s.speaker === speaker)
    const words = Math.max(1, st?.words ?? 0)
    const raw = new Map<TeamRole, number>(TEAM_ROLES.map((r) => [r, 0]))
    const ev = new Map<TeamRole, Evidence[]>(TEAM_ROLES.map((r) => [r, []]))
    const pieces = new Map<TeamRole, Set<Sentence | string>>(TEAM_ROLES.map((r) => [r, new Set()]))
    const note = (role: TeamRole, weight: number, piece: Sentence | string) => {
      raw.set(role, raw.get(role)! + weight)
      pieces.get(role)!.add(piece)
    }
    for (const h of hitsOf(f, lexiconHits(f, 'teamRoles', matcherFor(TEAM_ROLE_CUES)), speaker)) {
      // Asking about a team is not team work: a cue inside a question counts only for the roles that ask or propose ("what if…?").
      if (h.sentence.question && !QUESTION_ROLES.has(h.tag)) continue
      const fresh = !pieces.get(h.tag)!.has(h.sentence)
      note(h.tag, 1, h.sentence)
      if (fresh && ev.get(h.tag)!.length < 2) ev.get(h.tag)!.push(evidence(f, h.sentence, h.from, h.to))
    }
    const substantive = hitsOf(f, signalHits(f), speaker).filter(
      (h) => h.sentence.tokens.length >= MIN_BEHAVIOUR_TOKENS,
    )
    for (const h of substantive) {
      if (h.tag === 'empathy' || h.tag === 'agreement') note('teamworker', 0.7, h.sentence)
      if (h.tag === 'objection') note('monitor-evaluator', 0.5, h.sentence)
    }
    const q = st?.questions ?? 0
    for (let i = 0; i < q; i++) {
      note('resource-investigator', 0.3, `q${i}`)
      note('co-ordinator', 0.3, `q${i}`)
    }
    for (let i = 0; i < (st?.interruptions ?? 0); i++) note('shaper', 1.5, `i${i}`)
    actionItems(f)
      .filter((a) => a.owner === speaker)
      .forEach((a, i) => note('implementer', 1, `a${i}:${a.startMs}`))
    const max = Math.max(...raw.values())
    return TEAM_ROLES.map((role) => {
      const r = raw.get(role)!
      const evidenceCount = pieces.get(role)!.size
      const enoughEvidence = evidenceCount >= MIN_ROLE_EVIDENCE
      const relative = max > 0 ? r / max : 0
      const absolute = 1 - Math.exp(-(r * 100) / words / 0.8)
      return {
        role,
        score: enoughEvidence ? Math.round(50 * relative + 50 * absolute) : 0,
        evidence: ev.get(role)!,
        evidenceCount,
        enoughEvidence,
      }
    })
  })
}
