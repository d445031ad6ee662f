import type { Selectable } from 'kysely'
import type { TemplatesTable } from '../../db/schema.js'
import type { TemplateKindName } from './kind-schemas.js'
import type { Template, TemplateSummary, TemplateVersion, TemplateVersionSummary } from './schemas/templates.js'

export type TemplateRow = Selectable<TemplatesTable>
/** The newest version of a family with what the list tells about the family. */
export type FamilyRow = TemplateRow & { published_version: number | null; version_count: number; active: boolean }

export function toVersionSummary(row: TemplateRow): TemplateVersionSummary {
  return {
    versionId: row.id,
    version: row.version,
    author: row.author_id || row.author_name ? { id: row.author_id, name: row.author_name } : null,
    note: row.note,
    publishedAt: row.published_at ? row.published_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
  }
}

export function toVersion(row: TemplateRow): TemplateVersion {
  return {
    ...toVersionSummary(row),
    templateId: row.family_id,
    kind: row.kind as TemplateKindName,
    name: row.name,
    document: row.document,
  }
}

export function toTemplateSummary(row: FamilyRow): TemplateSummary {
  return {
    id: row.family_id,
    orgId: row.org_id,
    kind: row.kind as TemplateKindName,
    name: row.name,
    latest: toVersionSummary(row),
    publishedVersion: row.published_version,
    active: row.active,
    versionCount: Number(row.version_count),
    updatedAt: row.created_at.toISOString(),
  }
}

export const toTemplate = (row: FamilyRow): Template => ({ ...toTemplateSummary(row), document: row.document })
