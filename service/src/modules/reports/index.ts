// What other modules may use of reports: everything else in this folder is its own.
export { ReportExampleListSchema, ReportExampleSchema } from './schemas/report-examples.js'
export {
  PublicReportSchema,
  ReportPageSchema,
  ReportSchema,
  ReportShareSchema,
  ReportStatusSchema,
  ReportSummarySchema,
} from './schemas/reports.js'
