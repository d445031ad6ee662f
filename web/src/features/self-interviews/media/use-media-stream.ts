import { useCallback, useEffect, useRef, useState } from 'react'
import { deviceProblem } from './recorder-type'

/** The camera and/or microphone, asked for on `request()`, released on unmount. */
export function useMediaStream(video: boolean) {
  const [stream, setStream] = useState<MediaStream>()
  const [problem, setProblem] = useState<ReturnType<typeof deviceProblem>>()
  const ref = useRef<MediaStream | undefined>(undefined)
  const request = useCallback(async () => {
    setProblem(undefined)
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('unsupported')
      const s = await navigator.mediaDevices.getUserMedia({ audio: true, video })
      ref.current?.getTracks().forEach((t) => t.stop())
      ref.current = s
      setStream(s)
    } catch (error) {
      setProblem(deviceProblem(error))
    }
  }, [video])
  useEffect(() => () => ref.current?.getTracks().forEach((t) => t.stop()), [])
  return { stream, problem, request }
}

/** The microphone's level (0–1), sampled every animation frame while the stream lives. */
export function useMicLevel(stream: MediaStream | undefined): number {
  const [level, setLevel] = useState(0)
  useEffect(() => {
    if (!stream || !stream.getAudioTracks().length) return
    const ctx = new AudioContext()
    const analyser = ctx.createAnalyser()
    analyser.fftSize = 512
    ctx.createMediaStreamSource(stream).connect(analyser)
    const data = new Uint8Array(analyser.fftSize)
    let frame = 0
    const tick = () => {
      analyser.getByteTimeDomainData(data)
      let peak = 0
      for (const v of data) peak = Math.max(peak, Math.abs(v - 128) / 128)
      setLevel(peak)
      frame = requestAnimationFrame(tick)
    }
    tick()
    return () => {
      cancelAnimationFrame(frame)
      void ctx.close()
    }
  }, [stream])
  return level
}
