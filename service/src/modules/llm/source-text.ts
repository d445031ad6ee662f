import path from 'node:path'
import type { Segment } from '../analysis/index.js'
import { parseTranscript, TranscriptParseError, estimateDurationMs } from '../meetings/index.js'
export const ACCEPTED_EXTENSIONS = ['.txt', '.vtt', '.srt', '.json', '.docx', '.pdf'] as const
export const ACCEPTED_TYPES_TEXT =
  'plain text (.txt), WebVTT (.vtt), SubRip (.srt), the meeting transcript JSON (.json), Word (.docx) and PDF (.pdf)'

export class UnsupportedSourceError extends Error {
  override name = 'UnsupportedSourceError'
}

/**
 * Prose without "Speaker: text" lines (a pasted article, a Word or PDF document): one segment per paragraph,
 * spoken by "Document", with times estimated at reading pace so quotes still have a place.
 */
export function proseSegments(text: string, speaker = 'Document'): Segment[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n|\n(?=\S)/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
  const out: Segment[] = []
  let t = 0
  for (const p of paragraphs) {
    const d = estimateDurationMs(p)
    out.push({ speaker, startMs: t, endMs: t + d, text: p })
    t += d
  }
  return out
}

/** A transcript in any format the meetings accept, or else prose. */
export function textSegments(text: string): Segment[] {
  try {
    return parseTranscript(text)
  } catch (err) {
    if (!(err instanceof TranscriptParseError)) throw err
    const segments = proseSegments(text)
    if (!segments.length) throw err
    return segments
  }
}

/** The segments of an uploaded file, by its extension; Word and PDF through their extraction libraries. */
export async function fileSegments(fileName: string, bytes: Buffer): Promise<Segment[]> {
  const ext = path.extname(fileName).toLowerCase()
  if (ext === '.docx') {
    const mammoth = await import('mammoth')
    const { value } = await mammoth.extractRawText({ buffer: bytes })
    return textSegments(value)
  }
  if (ext === '.pdf') {
    const { extractText, getDocumentProxy } = await import('unpdf')
    const pdf = await getDocumentProxy(new Uint8Array(bytes))
    const { text } = await extractText(pdf, { mergePages: true })
    return textSegments(text)
  }
  if (ext === '.txt' || ext === '.vtt' || ext === '.srt' || ext === '.json') return textSegments(bytes.toString('utf8'))
  throw new UnsupportedSourceError(`Unsupported file type "${ext || fileName}". Accepted: ${ACCEPTED_TYPES_TEXT}.`)
}
