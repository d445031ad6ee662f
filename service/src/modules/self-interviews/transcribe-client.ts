import { openAsBlob } from 'node:fs'
import path from 'node:path'
import { newCallGroup, traceModelCall, type ModelCallTrace } from '../model-calls/index.js'

export interface TranscribeConfig {
  baseUrl: string
  apiKey?: string
  model: string
}
export interface Transcription {
  text: string
  durationSeconds: number | null
}

/** A failure the job should not retry (bad request, bad key): retrying cannot help. */
export class PermanentTranscriptionError extends Error {}

/**
 * One file through an OpenAI-compatible `POST /v1/audio/transcriptions` (multipart: file, model,
 * response_format=verbose_json). Accepts both `{text}` and the verbose shape with `duration` and `segments`.
 * The file is sent as a Blob backed by the file on disk, so it is streamed, not read into memory.
 */
export async function transcribeFile(
  cfg: TranscribeConfig,
  file: string,
  mime: string,
  language: string,
  signal?: AbortSignal,
  trace?: ModelCallTrace,
): Promise<Transcription> {
  // One attempt per job run (pg-boss retries are separate jobs): its own group, attempt 1.
  return traceModelCall(
    trace && { trace, group: newCallGroup(), attempt: 1 },
    {
      engine: 'transcription',
      model: cfg.model,
      prompt: `Audio ${path.basename(file)} (${mime}), language ${language}`,
    },
    () => transcribeOnce(cfg, file, mime, language, signal),
    // Priced per started minute, as the usage row of the transcription is (run-transcription.ts).
    (r) => ({
      response: r.text,
      tokensIn: 0,
      tokensOut: 0,
      quantity: Math.max(1, Math.ceil((r.durationSeconds ?? 60) / 60)),
    }),
  )
}

async function transcribeOnce(
  cfg: TranscribeConfig,
  file: string,
  mime: string,
  language: string,
  signal?: AbortSignal,
): Promise<Transcription> {
  const form = new FormData()
  form.append('file', await openAsBlob(file, { type: mime }), path.basename(file))
  form.append('model', cfg.model)
  form.append('response_format', 'verbose_json')
  form.append('language', language)
  const url = `${cfg.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/audio/transcriptions`
  const res = await fetch(url, {
    method: 'POST',
    body: form,
    headers: cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {},
    signal,
  })
  if (!res.ok) {
    const message = `transcription service answered ${res.status}`
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429)
      throw new PermanentTranscriptionError(message)
    throw new Error(message)
  }
  const body = (await res.json()) as {
    text?: unknown
    duration?: unknown
    segments?: { end?: unknown; text?: unknown }[]
  }
  const text =
    typeof body.text === 'string'
      ? body.text
      : Array.isArray(body.segments)
        ? body.segments.map((s) => (typeof s.text === 'string' ? s.text : '')).join(' ')
        : null
  if (text === null) throw new PermanentTranscriptionError('transcription service answered without text')
  const lastEnd = Array.isArray(body.segments) ? Number(body.segments.at(-1)?.end) : NaN
  const duration = typeof body.duration === 'number' ? body.duration : Number.isFinite(lastEnd) ? lastEnd : null
  return { text: text.trim(), durationSeconds: duration }
}
