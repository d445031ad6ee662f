import { JobAcceptedSchema, JobSchema } from './analysis/schemas/jobs.js'
import {
  MeetingKindSchema,
  MeetingPageSchema,
  MeetingSchema,
  MeetingStatusSchema,
  ParticipantSchema,
} from './meetings/schemas/meetings.js'
import { ProfilePageSchema, ProfileSchema, ProfileSummarySchema } from './profiles/schemas.js'
import { ReportExampleListSchema, ReportExampleSchema } from './reports/schemas/report-examples.js'
import { EngineNameSchema, ReportKindSchema } from './report-kinds/schemas.js'
import {
  PublicReportSchema,
  ReportPageSchema,
  ReportSchema,
  ReportShareSchema,
  ReportStatusSchema,
  ReportSummarySchema,
} from './reports/schemas/reports.js'
import { SegmentSchema, TranscriptSchema } from './meetings/schemas/transcripts.js'

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
