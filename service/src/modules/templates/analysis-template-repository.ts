import type { TemplateSection } from '../analysis/index.js'
import type { Handle } from '../../db/handle.js'
import { TEMPLATE_FOR_KIND, type ReportKind } from '../report-kinds/index.js'

/**
 * The version work uses for this report kind: of the organization's published versions of the kind,
 * the one published last (publishing an older version makes it the one in use again). Drafts saved
 * after it wait for their own publication.
 */
export async function activeTemplateFor(
  db: Handle,
  orgId: string,
  kind: ReportKind,
): Promise<{ id: string; sections: TemplateSection[] } | undefined> {
  const templateKind = TEMPLATE_FOR_KIND[kind]
  if (!templateKind) return undefined
  const row = await db
    .selectFrom('templates')
    .select(['id', 'document'])
    .where('org_id', '=', orgId)
    .where('kind', '=', templateKind)
    .where('published_at', 'is not', null)
    .orderBy('published_at', 'desc')
    .orderBy('version', 'desc')
    .executeTakeFirst()
  const sections = (row?.document as { sections?: TemplateSection[] } | undefined)?.sections
  return row && Array.isArray(sections) && sections.length ? { id: row.id, sections } : undefined
}

/** The sections of the template version work uses for this report kind, if any. */
export async function sectionsFor(db: Handle, orgId: string, kind: ReportKind): Promise<TemplateSection[] | undefined> {
  return (await activeTemplateFor(db, orgId, kind))?.sections
}

/** Records on the report which template version scored it. */
export const recordTemplateUsed = (db: Handle, reportId: string, templateId: string) =>
  db.updateTable('reports').set({ template_id: templateId }).where('id', '=', reportId).execute()
