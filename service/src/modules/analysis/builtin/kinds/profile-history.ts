import type { EngineInput } from '../../types.js'
import { TEAM_ROLES, type TeamRole } from '../lexicons/belbin.js'

export interface TraitSample {
  name: string
  score: number
  at: string
}
type Content = Record<string, unknown>

const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.min(100, Math.round(v))) : null
const arr = (v: unknown): Content[] =>
  Array.isArray(v) ? v.filter((x): x is Content => !!x && typeof x === 'object') : []
const obj = (v: unknown): Content => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Content) : {})

/**
 * Reads trait scores out of earlier report contents. History may come from either engine or an older
 * schema version, so every field is read defensively and unknown shapes are skipped.
 */
export function traitsFromReport(kind: string, content: Content, at: string, subject: string): TraitSample[] {
  const out: TraitSample[] = []
  const push = (name: string, v: unknown) => {
    const s = num(v)
    if (s !== null) out.push({ name, score: s, at })
  }
  switch (kind) {
    case 'self':
      push('coverage', obj(content.coverage).score)
      push('clarity', obj(content.clarity).score)
      push('consistency', obj(content.consistency).score)
      break
    case 'recruiter':
      push('interview', content.overallScore)
      // A criterion "not assessed" is no reading of the trait (its stored 0 is not a low score).
      for (const c of arr(content.scorecard))
        if (typeof c.title === 'string' && c.assessed !== false) push(c.title, c.score)
      break
    case 'competence':
      for (const c of arr(content.competences))
        if (typeof c.title === 'string' && c.assessed !== false) push(c.title, c.score)
      break
    case 'active-analysis': {
      const me = arr(content.speakers).find((s) => s.speaker === subject)
      push('listening', me?.score)
      break
    }
    case 'alfa':
      push('template', content.totalScore)
      break
  }
  return out
}

export function headlineScore(kind: string, content: Content): number | null {
  switch (kind) {
    case 'self': {
      const xs = ['coverage', 'clarity', 'consistency']
        .map((k) => num(obj(content[k]).score))
        .filter((x): x is number => x !== null)
      return xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : null
    }
    case 'recruiter':
    case 'competence':
      return num(content.overallScore)
    case 'alfa':
      return num(content.totalScore)
    case 'active-analysis':
      return num(content.overallScore)
    case 'info-security':
      return num(content.riskScore)
    default:
      return null
  }
}

/** Team-role vectors found in history (belbin reports, or earlier digital profiles' averages). */
export function roleVectorsFrom(history: NonNullable<EngineInput['history']>): Map<TeamRole, number>[] {
  const vectors: Map<TeamRole, number>[] = []
  for (const h of history) {
    const list = h.kind === 'belbin' ? arr(h.content.roles) : []
    const v = new Map<TeamRole, number>()
    for (const r of list) {
      const s = num(r.score)
      if (s !== null && TEAM_ROLES.includes(r.role as TeamRole)) v.set(r.role as TeamRole, s)
    }
    if (v.size) vectors.push(v)
  }
  return vectors
}
