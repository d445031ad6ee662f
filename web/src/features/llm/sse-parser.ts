export interface SseEvent {
  event: string
  data: string
}

/** Splits a text/event-stream into events as bytes arrive (fields `event:` and `data:`; comments ignored). */
export function createSseParser(onEvent: (e: SseEvent) => void) {
  let buffer = ''
  let event = 'message'
  let data: string[] = []
  const line = (l: string) => {
    if (l === '') {
      if (data.length) onEvent({ event, data: data.join('\n') })
      event = 'message'
      data = []
    } else if (l.startsWith(':')) {
      // a comment (heartbeat)
    } else if (l.startsWith('event:')) event = l.slice(6).trim()
    else if (l.startsWith('data:')) data.push(l.slice(5).replace(/^ /, ''))
  }
  return (chunk: string) => {
    buffer += chunk
    let nl
    while ((nl = buffer.indexOf('\n')) >= 0) {
      line(buffer.slice(0, nl).replace(/\r$/, ''))
      buffer = buffer.slice(nl + 1)
    }
  }
}
