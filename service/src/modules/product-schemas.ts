import { JobAcceptedSchema, JobSchema } from './analysis/index.js'
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
  PublicReportSchema,
  ReportPageSchema,
  ReportSchema,
  ReportShareSchema,
  ReportStatusSchema,
  ReportSummarySchema,
} from './reports/index.js'
import { EngineNameSchema, ReportKindSchema } from './report-kinds/index.js'
/** Product schemas with an `$id`, in dependency order (a schema is registered after those it references). */
export const productSchemas = [
  ReportKindSchema,
  EngineNameSchema,
  MeetingKindSchema,
  MeetingStatusSchema,
  ParticipantSchema,
  MeetingSchema,
  MeetingPageSchema,
  SegmentSchema,
  TranscriptSchema,
  JobSchema,
  JobAcceptedSchema,
  ReportStatusSchema,
  ReportSchema,
  ReportSummarySchema,
  ReportPageSchema,
  ReportShareSchema,
  PublicReportSchema,
  ProfileSummarySchema,
  ProfileSchema,
  ProfilePageSchema,
  ReportExampleSchema,
  ReportExampleListSchema,
]
