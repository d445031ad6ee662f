export {
  parseTranscript,
  detectTranscriptFormat,
  TranscriptParseError,
  TRANSCRIPT_FORMATS,
  type TranscriptFormat,
} from './parse-transcript.js'
