import { JobAcceptedSchema, JobSchema } from './jobs.js'
import {
  MeetingKindSchema,
  MeetingPageSchema,
  MeetingSchema,
  MeetingStatusSchema,
  ParticipantSchema,
} from './meetings.js'
import { ProfilePageSchema, ProfileSchema, ProfileSummarySchema } from './profiles.js'
import { ReportExampleListSchema, ReportExampleSchema } from './report-examples.js'
import { EngineNameSchema, ReportKindSchema } from './report-kind.js'
import {
  PublicReportSchema,
  ReportPageSchema,
  ReportSchema,
  ReportShareSchema,
  ReportStatusSchema,
  ReportSummarySchema,
} from './reports.js'
import { SegmentSchema, TranscriptSchema } from './transcripts.js'

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
