/** The sections document (rubric, competence model, report template) and the edits the visual view makes. */
export interface Criterion {
  id: string
  title: string
  weight: number
  keywords: string[]
  description?: string
}
export interface Section {
  id: string
  title: string
  criteria: Criterion[]
}
export interface SectionsDocument {
  sections: Section[]
  [key: string]: unknown
}

export const hasSections = (doc: unknown): doc is SectionsDocument =>
  typeof doc === 'object' && doc !== null && Array.isArray((doc as SectionsDocument).sections)

const withSection = (doc: SectionsDocument, s: number, edit: (section: Section) => Section): SectionsDocument => ({
  ...doc,
  sections: doc.sections.map((x, i) => (i === s ? edit(x) : x)),
})

const withCriterion = (doc: SectionsDocument, s: number, c: number, edit: (criterion: Criterion) => Criterion) =>
  withSection(doc, s, (x) => ({ ...x, criteria: x.criteria.map((y, i) => (i === c ? edit(y) : y)) }))

/** An id not yet used in the document, from a base like "criterion". */
export function freshId(doc: SectionsDocument, base: string): string {
  const used = new Set(doc.sections.flatMap((s) => [s.id, ...s.criteria.map((c) => c.id)]))
  for (let n = 1; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`
}

export function moveCriterion(doc: SectionsDocument, s: number, from: number, to: number): SectionsDocument {
  return withSection(doc, s, (x) => {
    const criteria = [...x.criteria]
    const [moved] = criteria.splice(from, 1)
    criteria.splice(to, 0, moved!)
    return { ...x, criteria }
  })
}

export const setCriterion = (doc: SectionsDocument, s: number, c: number, patch: Partial<Criterion>) =>
  withCriterion(doc, s, c, (x) => ({ ...x, ...patch }))

export const addCriterion = (doc: SectionsDocument, s: number, title: string) =>
  withSection(doc, s, (x) => ({
    ...x,
    criteria: [...x.criteria, { id: freshId(doc, 'criterion'), title, weight: 1, keywords: [] }],
  }))

export const duplicateCriterion = (doc: SectionsDocument, s: number, c: number) =>
  withSection(doc, s, (x) => {
    const copy = { ...x.criteria[c]!, id: freshId(doc, x.criteria[c]!.id) }
    return { ...x, criteria: [...x.criteria.slice(0, c + 1), copy, ...x.criteria.slice(c + 1)] }
  })

export const deleteCriterion = (doc: SectionsDocument, s: number, c: number) =>
  withSection(doc, s, (x) => ({ ...x, criteria: x.criteria.filter((_, i) => i !== c) }))

export const addSection = (doc: SectionsDocument, title: string): SectionsDocument => {
  const id = freshId(doc, 'section')
  return {
    ...doc,
    sections: [
      ...doc.sections,
      { id, title, criteria: [{ id: freshId(doc, 'criterion'), title, weight: 1, keywords: [] }] },
    ],
  }
}

export const deleteSection = (doc: SectionsDocument, s: number): SectionsDocument => ({
  ...doc,
  sections: doc.sections.filter((_, i) => i !== s),
})

/** The schema's rule in numbers: a section's weights must sum to more than zero. */
export const weightSum = (section: Section) =>
  section.criteria.reduce((a, c) => a + (Number.isFinite(c.weight) ? Math.max(0, c.weight) : 0), 0)

/** Each criterion's share of its section, in percent (equal when every weight is zero, as the engine does). */
export function shares(section: Section): number[] {
  const sum = weightSum(section)
  return section.criteria.map((c) => (sum > 0 ? (Math.max(0, c.weight) / sum) * 100 : 100 / section.criteria.length))
}
