import type { TSchema } from '@sinclair/typebox'
import { ChapterSchema, JobAcceptedSchema, JobSchema, MeetingChaptersSchema } from './analysis/index.js'
import {
  MeetingKindSchema,
  MeetingPageSchema,
  MeetingSchema,
  MeetingStatusSchema,
  ParticipantSchema,
  SegmentSchema,
  TranscriptSchema,
} from './meetings/index.js'
import { ProfilePageSchema, ProfileSchema, ProfileSummarySchema } from './profiles/index.js'
import {
  ReportExampleListSchema,
  ReportExampleSchema,
  ReportExampleVariantSchemas,
  ReportExampleWireSchema,
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
} from './reports/index.js'
import {
  EmptyReportContentSchema,
  EngineNameSchema,
  ReportKindSchema,
  reportContentComponents,
} from './report-kinds/index.js'
/** Product schemas with an `$id`, in dependency order (a schema is registered after those it references). */
export const productSchemas: TSchema[] = [
  ReportKindSchema,
  EngineNameSchema,
  MeetingKindSchema,
  MeetingStatusSchema,
  ParticipantSchema,
  MeetingSchema,
  MeetingPageSchema,
  SegmentSchema,
  TranscriptSchema,
  ChapterSchema,
  MeetingChaptersSchema,
  JobSchema,
  JobAcceptedSchema,
  ReportStatusSchema,
  ...reportContentComponents,
  EmptyReportContentSchema,
  ...ReportVariantSchemas,
  ReportSchema,
  ReportSummarySchema,
  ReportPageSchema,
  ReportShareSchema,
  ...PublicReportVariantSchemas,
  PublicReportSchema,
  ProfileSummarySchema,
  ProfileSchema,
  ProfilePageSchema,
  ...ReportExampleVariantSchemas,
  ReportExampleSchema,
  ReportExampleListSchema,
]

/**
 * The answers the contract types by report kind, as the service writes them (their content as stored), by `$id`:
 * plugins/app/wire-schemas.ts.
 */
export const wireSchemas = Object.fromEntries(
  [ReportWireSchema, PublicReportWireSchema, ReportExampleWireSchema].map((schema) => [schema.$id!, schema]),
)
