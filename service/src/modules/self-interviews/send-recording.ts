import type { FastifyReply } from 'fastify'
import { NotFoundError } from '../../lib/errors.js'
import { parseRange } from '../../lib/files/range.js'
import type { FileStorage } from '../../lib/files/storage.js'
import { errorBody } from '../../plugins/app/errors.js'
import { openRecording, recordingSize } from './recording-storage.js'

interface RecordedAnswer {
  media_path: string | null
  media_type: string | null
  media_bytes: number | null
}

/**
 * A recorded answer for a player: the whole recording, or the one `Range: bytes=…` asked for (206), so the
 * player can start at once and seek; a range outside the recording answers 416. Played in place, never cached.
 */
export async function sendRecording(
  reply: FastifyReply,
  storage: FileStorage,
  answer: RecordedAnswer,
  rangeHeader: string | undefined,
) {
  if (!answer.media_path) throw new NotFoundError('This answer has no recording')
  // media_bytes is what the upload stored (counted as it streamed), so the size is known without a stat.
  const size = answer.media_bytes ?? (await recordingSize(storage, answer.media_path))
  if (size === null) throw new NotFoundError('This answer has no recording')
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .type(answer.media_type ?? 'application/octet-stream')
  const range = parseRange(rangeHeader, size)
  if (range === 'invalid')
    return reply
      .code(416)
      .type('application/json; charset=utf-8')
      .header('content-range', `bytes */${size}`)
      .send(errorBody(416, 'The range is outside the recording', 'DEBRIEF_RANGE'))
  const body = await openRecording(storage, answer.media_path, range ?? undefined)
  if (!body) throw new NotFoundError('This answer has no recording')
  if (!range) return reply.header('content-length', size).send(body)
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(body)
}
