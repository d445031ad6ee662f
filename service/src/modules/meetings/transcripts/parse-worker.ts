import { Piscina } from 'piscina'
import { speakersOf } from './speakers.js'
import {
  detectTranscriptFormat,
  parseTranscript,
  TranscriptParseError,
  type TranscriptFormat,
} from './parse-transcript.js'

/**
 * The uploaded file's bytes, as received: decoding them (UTF-8) happens here too. The buffer is transferred,
 * not copied, so a 20 MB upload costs the request thread neither a decode nor a structured clone.
 */
export interface ParseTask {
  bytes: Uint8Array
  format?: TranscriptFormat
}
/**
 * Bytes cross the thread boundary: the segments come back as PostgreSQL's binary jsonb value (a version byte,
 * then the JSON text in UTF-8), transferred as one block. The request thread stores them as they are and answers
 * with the JSON part, so it never encodes or scans a 20 MB string (that took it about 180 ms each way).
 */
export type ParseResult =
  | { ok: true; format: TranscriptFormat; segmentsJsonb: Uint8Array; speakers: string[]; count: number }
  | { ok: false; line: number; message: string }

/**
 * Runs in a worker thread (piscina): parsing a 20 MB file and writing its segments as JSON cost about a
 * second of CPU, which on the request thread would stall every other request and health check.
 */
export default function parseInWorker({ bytes, format }: ParseTask): ParseResult {
  try {
    const text = new TextDecoder().decode(bytes)
    // PostgreSQL's text and jsonb refuse 0x00; the request-wide input guard does not read raw bodies.
    const nul = text.indexOf('\u0000')
    if (nul >= 0) throw new TranscriptParseError(lineAt(text, nul), 'contains a NUL character')
    const detected = format ?? detectTranscriptFormat(text)
    const segments = parseTranscript(text, detected)
    // Keys in the response schema's order, so the text can be stored and answered as it is.
    const segmentsJson = JSON.stringify(
      segments.map((s) => ({ speaker: s.speaker, startMs: s.startMs, endMs: s.endMs, text: s.text })),
    )
    const segmentsJsonb = jsonbBytes(segmentsJson)
    const result: ParseResult = {
      ok: true,
      format: detected,
      segmentsJsonb,
      speakers: speakersOf(segments),
      count: segments.length,
    }
    return transferred(result, segmentsJsonb)
  } catch (error) {
    if (error instanceof TranscriptParseError) return { ok: false, line: error.line, message: error.message }
    throw error
  }
}

function lineAt(text: string, index: number): number {
  let line = 1
  for (let at = text.indexOf('\n'); at >= 0 && at < index; at = text.indexOf('\n', at + 1)) line++
  return line
}

/** Piscina moves the segments' buffer to the request thread instead of cloning it. */
function transferred(result: ParseResult, bytes: Uint8Array): ParseResult {
  const movable = { [Piscina.transferableSymbol]: [bytes.buffer], [Piscina.valueSymbol]: result }
  return Piscina.move(movable as never) as unknown as ParseResult
}

/** jsonb's binary input format: version 1, then the text. */
export function jsonbBytes(json: string): Uint8Array {
  const out = new Uint8Array(Buffer.byteLength(json) + 1)
  out[0] = 1
  new TextEncoder().encodeInto(json, out.subarray(1))
  return out
}
