import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local chat-completions server (the OpenAI protocol on a loopback port). Each request takes the next
 * scripted behaviour (then `ok` for ever): streamed or plain answers built from the data it was sent, 429
 * with Retry-After, 500, a 307 redirect, invalid JSON, a stall past the client's timeout, or an invented quote.
 */
export type Behaviour =
  'ok' | 'plain' | 'rate-limit' | 'server-error' | 'invalid' | 'stall' | 'invent' | 'invent-all' | 'redirect'

export interface FakeModel {
  url: string
  requests: { at: number; body: { model?: string; messages: { role: string; content: string }[]; stream?: boolean } }[]
  script: Behaviour[]
  /** While set, requests wait for it before answering (calls held in flight); counted in `waiting`. */
  gate?: Promise<void>
  waiting: number
  close(): Promise<void>
}

const BEGIN = '<<<DEBRIEF_SOURCE_DATA>>>'
const END = '<<<END_DEBRIEF_SOURCE_DATA>>>'

/**
 * An answer to an ask (its data has `question` and `lines`): the first two lines quoted by their first five words.
 * `invent` adds a sentence no line says, cited as the second line; `invent-all` quotes nothing verbatim (one
 * invented sentence, one paraphrase, one real quote under an id that was not given).
 */
function askAnswer(data: { question: string; lines: { id: string; text: string }[] }, behaviour: Behaviour) {
  const cite = (l: { id: string; text: string }) => ({ line: l.id, quote: l.text.split(' ').slice(0, 5).join(' ') })
  const real = data.lines.slice(0, 2).map(cite)
  const fabricated = { line: data.lines[1]?.id ?? 'L1', quote: 'We will triple the budget for the moon base' }
  const quotes =
    behaviour === 'invent'
      ? [...real, fabricated]
      : behaviour === 'invent-all'
        ? [fabricated, { line: 'L1', quote: data.lines[0]!.text.toUpperCase() }, { ...real[0]!, line: 'L99' }]
        : real
  return { answer: `About "${data.question}": the meetings discussed it.`, quotes }
}

/** A summary whose quote is the first utterance's first words, as a model quoting its source would give. */
function answer(messages: { role: string; content: string }[], behaviour: Behaviour) {
  const invent = behaviour === 'invent'
  const user = [...messages].reverse().find((m) => m.role === 'user' && m.content.includes(BEGIN)) ?? messages[1]
  const data = JSON.parse(
    user.content.slice(user.content.indexOf(BEGIN) + BEGIN.length, user.content.indexOf(END)).trim(),
  )
  if (data.lines) return askAnswer(data, behaviour)
  if (data.partials) {
    const merged = { summary: [], topics: [], decisions: [], actionItems: [], questions: [] } as Record<
      string,
      unknown[]
    >
    for (const p of data.partials) for (const k of Object.keys(merged)) merged[k].push(...p[k])
    return merged
  }
  const first = /^\[[^\]]+\] ([^:]+): (.*)$/m.exec(data.transcript as string)!
  const quote = first[2].split(' ').slice(0, 6).join(' ')
  const item = {
    text: `Part ${data.part}: ${quote}`,
    quote: invent ? 'We will triple the budget for the moon base' : quote,
    speaker: first[1],
  }
  return {
    summary: [item],
    topics: [{ title: `topic ${data.part}`, quote: item.quote, speaker: item.speaker }],
    decisions: [],
    actionItems: [{ ...item, owner: first[1], due: null }],
    questions: [],
  }
}

export async function startFakeModel(script: Behaviour[] = [], opts: { delayMs?: number } = {}): Promise<FakeModel> {
  const requests: FakeModel['requests'] = []
  const state = { gate: undefined as Promise<void> | undefined, waiting: 0 }
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => {
      raw += c
    })
    req.on('end', async () => {
      if (state.gate) {
        state.waiting++
        await state.gate
        state.waiting--
      }
      setTimeout(() => {
        if (res.destroyed) return
        const body = JSON.parse(raw)
        requests.push({ at: Date.now(), body })
        const behaviour = script.shift() ?? 'ok'
        if (behaviour === 'rate-limit') {
          res
            .writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' })
            .end('{"error":{"message":"slow down"}}')
          return
        }
        if (behaviour === 'redirect') {
          res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' })
          return res.end()
        }
        if (behaviour === 'server-error') {
          res.writeHead(503).end('overloaded')
          return
        }
        if (behaviour === 'stall') {
          res.writeHead(200, { 'content-type': 'text/event-stream' })
          res.write(': waiting\n\n')
          return
        } // never finishes
        const content =
          behaviour === 'invalid' ? '{"summary": "not a list"' : JSON.stringify(answer(body.messages, behaviour))
        const usage = { prompt_tokens: Math.ceil(raw.length / 4), completion_tokens: Math.ceil(content.length / 4) }
        if (behaviour === 'plain' || !body.stream) {
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ model: 'fake-1', choices: [{ message: { role: 'assistant', content } }], usage }))
          return
        }
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        for (let i = 0; i < content.length; i += 40)
          res.write(
            `data: ${JSON.stringify({ model: 'fake-1', choices: [{ delta: { content: content.slice(i, i + 40) } }] })}\n\n`,
          )
        res.write(`data: ${JSON.stringify({ model: 'fake-1', choices: [], usage })}\n\n`)
        res.end('data: [DONE]\n\n')
      }, opts.delayMs ?? 0)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script,
    get gate() {
      return state.gate
    },
    set gate(g) {
      state.gate = g
    },
    get waiting() {
      return state.waiting
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
