import type { SelfInterviewAnswerRow } from '../../db/tables/self-interviews.js'

/**
 * A recorded answer whose transcript has not arrived: the transcription service is working on it, or (without
 * a service) the manager has not typed it yet. A failed transcription no longer holds anything back.
 */
export const awaitsTranscript = (a: SelfInterviewAnswerRow) =>
  a.transcription === 'pending' || (a.media_path !== null && a.transcription === 'none' && !a.transcript)
