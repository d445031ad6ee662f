import { describe, expect, it } from 'vitest'
import { createSseParser, type SseEvent } from './sse-parser'

describe('createSseParser', () => {
  it('assembles events across chunk borders and ignores heartbeats', () => {
    const events: SseEvent[] = []
    const feed = createSseParser((e) => events.push(e))
    feed(': heartbeat\n\nevent: progress\nda')
    feed('ta: {"a":1}\n\nevent: end\r\ndata: {"b":2}\r\n\r\n')
    expect(events).toEqual([
      { event: 'progress', data: '{"a":1}' },
      { event: 'end', data: '{"b":2}' },
    ])
  })
})
