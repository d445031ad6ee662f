import type { ReportKind, TemplateSection } from '../../domain/analysis/types.js'
import type { TemplateKind } from '../../db/schema.js'
import type { Handle } from './handle.js'

/** Which organization document shapes which report kind (architecture §3: rubric, competence model, template). */
export const TEMPLATE_FOR_KIND: Partial<Record<ReportKind, TemplateKind>> = {
  recruiter: 'rubric',
  competence: 'competence-model',
  alfa: 'report-template',
}

/** The sections of the organization's newest document of the kind this report kind uses, if any. */
export async function sectionsFor(db: Handle, orgId: string, kind: ReportKind): Promise<TemplateSection[] | undefined> {
  const templateKind = TEMPLATE_FOR_KIND[kind]
  if (!templateKind) return undefined
  const row = await db.selectFrom('templates').select('document')
    .where('org_id', '=', orgId).where('kind', '=', templateKind)
    .orderBy('updated_at', 'desc').orderBy('version', 'desc')
    .executeTakeFirst()
  const sections = (row?.document as { sections?: TemplateSection[] } | undefined)?.sections
  return Array.isArray(sections) && sections.length ? sections : undefined
}
