// What other modules may use of report-kinds: everything else in this folder is its own.
export type { Overview } from './content/common.js'
export { EmptyReportContentSchema, reportContentComponents, unionByKind } from './kind-unions.js'
export type { ByKind } from './kind-unions.js'
export { FINDING_TYPES } from './kinds/info-security.js'
export { BELBIN_LABEL } from './kinds/belbin.js'
export {
  KIND_TITLES,
  MEETING_KINDS,
  PERSON_KINDS,
  REPORT_KINDS,
  TEMPLATE_FOR_KIND,
  engineOutputSchema,
  isPersonKind,
  reportContentSchemas,
  reportTitle,
} from './registry.js'
export type { DefinitionOf, PersonKind, ReportContent, ReportKind } from './registry.js'
export type { EngineName } from './schemas.js'
export { EngineNameSchema, ReportKindSchema } from './schemas.js'
