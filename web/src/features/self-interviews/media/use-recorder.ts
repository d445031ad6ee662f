import fixWebmDuration from 'fix-webm-duration'
import { useCallback, useRef, useState } from 'react'
import { pickMimeType } from './recorder-type'

export interface Take {
  blob: Blob
  url: string
  durationMs: number
}

/**
 * MediaRecorder over a stream, one take per start/stop. WebM from Chrome carries no duration, so players
 * cannot seek it: the duration is written into the file before the take is offered.
 */
export function useRecorder(stream: MediaStream | undefined, mode: 'audio' | 'video') {
  const [takes, setTakes] = useState<Take[]>([])
  const [recording, setRecording] = useState(false)
  const recorder = useRef<MediaRecorder | undefined>(undefined)
  const finished = useRef<((take: Take) => void) | undefined>(undefined)

  const start = useCallback(() => {
    if (!stream || recorder.current?.state === 'recording') return
    const mimeType = pickMimeType(mode)
    // A video question records the camera; an audio one only the microphone tracks.
    const source = mode === 'audio' ? new MediaStream(stream.getAudioTracks()) : stream
    const r = new MediaRecorder(source, mimeType ? { mimeType } : undefined)
    const chunks: Blob[] = []
    const began = Date.now()
    r.ondataavailable = (e) => e.data.size && chunks.push(e.data)
    r.onstop = () => {
      const durationMs = Date.now() - began
      const raw = new Blob(chunks, { type: r.mimeType || mimeType || `${mode}/webm` })
      const fixed = raw.type.includes('webm')
        ? fixWebmDuration(raw, durationMs, { logger: false })
        : Promise.resolve(raw)
      void fixed.then((blob) => {
        const take = { blob: new Blob([blob], { type: raw.type }), url: URL.createObjectURL(blob), durationMs }
        setTakes((t) => [...t, take])
        setRecording(false)
        finished.current?.(take)
        finished.current = undefined
      })
    }
    r.start(1000)
    recorder.current = r
    setRecording(true)
  }, [stream, mode])

  /** Stops; the promise gives the finished take. */
  const stop = useCallback(
    () =>
      new Promise<Take | undefined>((resolve) => {
        if (recorder.current?.state !== 'recording') return resolve(undefined)
        finished.current = resolve
        recorder.current.stop()
      }),
    [],
  )

  return { takes, recording, start, stop }
}
