/** A rule as the service sends it (the shape `createMongoAbility` reads). */
export interface RuleLike {
  action: string | string[]
  subject: string | string[]
  conditions?: Record<string, unknown>
  inverted?: boolean
}

const list = (v: string | string[]) => (Array.isArray(v) ? v : [v])

/** The parts of a rule a sentence is built from: which actions, on what, limited how. */
export function ruleParts(rule: RuleLike) {
  const actions = list(rule.action)
  const subjects = list(rule.subject)
  const limits = Object.entries(rule.conditions ?? {}).map(
    ([field, value]) =>
      `${field} ${typeof value === 'object' && value !== null && '$in' in value ? `∈ ${(value as { $in: unknown[] }).$in.join(', ')}` : `= ${String(value)}`}`,
  )
  return { actions, subjects, limits, inverted: Boolean(rule.inverted) }
}
