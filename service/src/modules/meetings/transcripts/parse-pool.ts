import { Piscina } from 'piscina'
import type { ParseResult, ParseTask } from './parse-worker.js'

// Under tsx (tests, dev) the sources are .ts and the worker inherits tsx's loader through execArgv.
const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js'
const WORKER = new URL(`./parse-worker${extension}`, import.meta.url).href

export interface ParsePool {
  parse(task: ParseTask): Promise<ParseResult>
  close(): Promise<void>
}

/**
 * One worker thread for transcript parsing, started on first use and stopped when idle: uploads are rare,
 * and a second upload waits in the queue instead of taking the service's second core from PostgreSQL.
 */
export function createParsePool(maxThreads = 1): ParsePool {
  let pool: Piscina | null = null
  return {
    parse(task) {
      pool ??= new Piscina({ filename: WORKER, minThreads: 0, maxThreads, idleTimeout: 30_000 })
      // The upload's bytes move to the worker (the caller's buffer is detached afterwards), not a copy.
      return pool.run(task, { transferList: [task.bytes.buffer as ArrayBuffer] }) as Promise<ParseResult>
    },
    async close() {
      const p = pool
      pool = null
      await p?.destroy()
    },
  }
}
