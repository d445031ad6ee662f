import { speakersOf } from './speakers.js'
import { parseTranscript, TranscriptParseError, type TranscriptFormat } from './parse-transcript.js'

export interface ParseTask {
  text: string
  format?: TranscriptFormat
}
/**
 * Bytes cross the thread boundary: the segments come back as PostgreSQL's binary jsonb value (a version byte,
 * then the JSON text in UTF-8), copied as one block. The request thread stores them as they are and answers
 * with the JSON part, so it never encodes or scans a 20 MB string (that took it about 180 ms each way).
 */
export type ParseResult =
  | { ok: true; segmentsJsonb: Uint8Array; speakers: string[]; count: number }
  | { ok: false; line: number; message: string }

/**
 * Runs in a worker thread (piscina): parsing a 20 MB file and writing its segments as JSON cost about a
 * second of CPU, which on the request thread would stall every other request and health check.
 */
export default function parseInWorker({ text, format }: ParseTask): ParseResult {
  try {
    const segments = parseTranscript(text, format)
    // Keys in the response schema's order, so the text can be stored and answered as it is.
    const segmentsJson = JSON.stringify(
      segments.map((s) => ({ speaker: s.speaker, startMs: s.startMs, endMs: s.endMs, text: s.text })),
    )
    return { ok: true, segmentsJsonb: jsonbBytes(segmentsJson), speakers: speakersOf(segments), count: segments.length }
  } catch (error) {
    if (error instanceof TranscriptParseError) return { ok: false, line: error.line, message: error.message }
    throw error
  }
}

/** jsonb's binary input format: version 1, then the text. */
export function jsonbBytes(json: string): Uint8Array {
  const out = new Uint8Array(Buffer.byteLength(json) + 1)
  out[0] = 1
  new TextEncoder().encodeInto(json, out.subarray(1))
  return out
}
