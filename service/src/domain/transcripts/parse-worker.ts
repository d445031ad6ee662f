import { speakersOf } from './speakers.js'
import { parseTranscript, TranscriptParseError, type TranscriptFormat } from './parse-transcript.js'

export interface ParseTask { text: string; format?: TranscriptFormat }
/** Strings only cross the thread boundary: a string is copied as one block, an object tree field by field. */
export type ParseResult =
  | { ok: true; segmentsJson: string; speakers: string[]; count: number }
  | { ok: false; line: number; message: string }

/**
 * Runs in a worker thread (piscina): parsing a 20 MB file and writing its segments as JSON cost about a
 * second of CPU, which on the request thread would stall every other request and health check.
 */
export default function parseInWorker({ text, format }: ParseTask): ParseResult {
  try {
    const segments = parseTranscript(text, format)
    // Keys in the response schema's order, so the text can be stored and answered as it is.
    const segmentsJson = JSON.stringify(segments.map((s) => ({ speaker: s.speaker, startMs: s.startMs, endMs: s.endMs, text: s.text })))
    return { ok: true, segmentsJson, speakers: speakersOf(segments), count: segments.length }
  } catch (error) {
    if (error instanceof TranscriptParseError) return { ok: false, line: error.line, message: error.message }
    throw error
  }
}
