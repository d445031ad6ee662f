import { documentSchemas } from '../kind-schemas.js'
import {
  JsonPatchOperationSchema,
  KindSchemaListSchema,
  KindSchemaSchema,
  ReportTemplateUsageSchema,
  TemplateDiffSchema,
  TemplateKindSchema,
  TemplatePageSchema,
  TemplateSchema,
  TemplateSummarySchema,
  TemplateVersionSchema,
  TemplateVersionSummarySchema,
  VersionListSchema,
} from './templates.js'

/** Template schemas with an `$id`, in dependency order. */
export const templateSchemas = [
  ...documentSchemas,
  TemplateKindSchema,
  TemplateVersionSummarySchema,
  TemplateVersionSchema,
  TemplateSummarySchema,
  TemplateSchema,
  TemplatePageSchema,
  VersionListSchema,
  JsonPatchOperationSchema,
  TemplateDiffSchema,
  KindSchemaSchema,
  KindSchemaListSchema,
  ReportTemplateUsageSchema,
]
