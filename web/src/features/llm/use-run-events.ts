import { useEffect, useState } from 'react'
import { getRun, isFinished, streamRunEvents, type LlmRunListItem } from './api'
import { createSseParser } from './sse-parser'

export const POLL_MS = 1500

/**
 * Follows a run live: Server-Sent Events first; when the stream cannot be opened or breaks, polling the run
 * every 1.5 s. `onFinished` fires once with the final state.
 */
export function useRunEvents(runId: string | null, onFinished: (run: LlmRunListItem) => void) {
  const [run, setRun] = useState<LlmRunListItem>()
  const [mode, setMode] = useState<'stream' | 'poll'>('stream')

  useEffect(() => {
    if (!runId) return
    const controller = new AbortController()
    let done = false
    const finish = (r: LlmRunListItem) => {
      if (!done) {
        done = true
        onFinished(r)
      }
    }
    const poll = async () => {
      setMode('poll')
      while (!done && !controller.signal.aborted) {
        const { data } = await getRun(runId, controller.signal).catch(() => ({ data: undefined }))
        if (data) {
          setRun(data)
          if (isFinished(data.status)) return finish(data)
        }
        await new Promise((r) => setTimeout(r, POLL_MS))
      }
    }
    const stream = async () => {
      const { data, response } = await streamRunEvents(runId, controller.signal)
      if (!response.ok || !data) throw new Error('no stream')
      const reader = (data as ReadableStream<Uint8Array>).getReader()
      const decoder = new TextDecoder()
      const feed = createSseParser(({ event, data: text }) => {
        const r = JSON.parse(text) as LlmRunListItem
        if (!('id' in r)) return
        setRun(r)
        if (event === 'end') finish(r)
      })
      for (;;) {
        const { value, done: ended } = await reader.read()
        if (ended) break
        feed(decoder.decode(value, { stream: true }))
      }
      if (!done) throw new Error('stream ended early')
    }
    setRun(undefined)
    setMode('stream')
    stream().catch(() => {
      if (!controller.signal.aborted && !done) void poll()
    })
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runId])

  return { run, mode }
}
