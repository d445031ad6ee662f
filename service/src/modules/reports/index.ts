// What other modules may use of reports: everything else in this folder is its own.
export {
  ReportExampleListSchema,
  ReportExampleSchema,
  ReportExampleVariantSchemas,
  ReportExampleWireSchema,
} from './schemas/report-examples.js'
export {
  PublicReportSchema,
  PublicReportVariantSchemas,
  PublicReportWireSchema,
  ReportPageSchema,
  ReportSchema,
  ReportShareSchema,
  ReportStatusSchema,
  ReportSummarySchema,
  ReportVariantSchemas,
  ReportWireSchema,
} from './schemas/reports.js'
