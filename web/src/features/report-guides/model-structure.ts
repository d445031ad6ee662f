import type { ReportKind } from './api'

export interface ModelCriterion {
  id: string
  title: string
  weight: number
}
export interface ModelSection {
  id: string
  title: string | null
  criteria: ModelCriterion[]
}
export interface ModelStructure {
  source: 'organization' | 'default'
  sections: ModelSection[]
}

type Row = Record<string, unknown>
const rows = (v: unknown): Row[] => (Array.isArray(v) ? v.filter((x): x is Row => !!x && typeof x === 'object') : [])
const str = (v: unknown) => (typeof v === 'string' ? v : '')
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)
const criterion = (r: Row): ModelCriterion => ({ id: str(r.id), title: str(r.title), weight: num(r.weight) })

/** Criteria grouped by their section id, sections in first-seen order (the rubric's own order). */
function groupBySection(criteria: Row[], titles: Map<string, string>): ModelSection[] {
  const out = new Map<string, ModelSection>()
  for (const c of criteria) {
    const id = str(c.sectionId)
    let section = out.get(id)
    if (!section) {
      section = { id, title: titles.get(id) ?? null, criteria: [] }
      out.set(id, section)
    }
    section.criteria.push(criterion(c))
  }
  return [...out.values()]
}

/**
 * The sections, criteria and weights a rubric-driven report was scored against, read back from a report's content
 * (recruiter: scorecard; competence: competences + sections; alfa: sections with criteria). Keywords are not part of
 * a report, so they are not shown.
 */
export function modelStructureOf(example: { kind: ReportKind; content: Row }): ModelStructure | null {
  const c = example.content
  switch (example.kind) {
    case 'recruiter':
      return {
        source: c.rubricSource === 'organization' ? 'organization' : 'default',
        sections: groupBySection(rows(c.scorecard), new Map()),
      }
    case 'competence': {
      const titles = new Map(rows(c.sections).map((s) => [str(s.id), str(s.title)]))
      return {
        source: c.modelSource === 'organization' ? 'organization' : 'default',
        sections: groupBySection(rows(c.competences), titles),
      }
    }
    case 'alfa':
      return {
        source: c.templateSource === 'organization' ? 'organization' : 'default',
        sections: rows(c.sections).map((s) => ({
          id: str(s.id),
          title: str(s.title),
          criteria: rows(s.criteria).map(criterion),
        })),
      }
    default:
      return null
  }
}
