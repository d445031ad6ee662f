// What other modules may use of meetings: everything else in this folder is its own.
export { findMeeting, setMeetingStatus } from './meeting-repository.js'
export {
  MeetingKindSchema,
  MeetingPageSchema,
  MeetingSchema,
  MeetingStatusSchema,
  ParticipantSchema,
} from './schemas/meetings.js'
export { SegmentSchema, TranscriptSchema } from './schemas/transcripts.js'
export { deepMask } from './sensitive/deep-mask.js'
export { maskedTranscript } from './sensitive/masked-transcript.js'
export { maskText } from './sensitive/masks.js'
export { findTranscript, saveTranscript } from './transcript-repository.js'
export { TranscriptParseError, parseTranscript } from './transcripts/index.js'
export { default as parsePoolPlugin } from './transcripts/parse-pool-plugin.js'
export { estimateDurationMs } from './transcripts/text-utils.js'
export { masksTranscripts } from './transcript-privacy-repository.js'
