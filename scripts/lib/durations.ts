import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Measured seconds per test file or spec, committed in scripts/durations/<suite>.json: the service stage starts the
 * longest files first and the end-to-end stage balances its groups by them. `RECORD_DURATIONS=1 npm test` rewrites
 * them from a run (a failing file's figure is kept too: it orders and balances better than none).
 */
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../durations')
const fileOf = (suite: string) => path.join(dir, `${suite}.json`)

export function readDurations(suite: string): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(fileOf(suite), 'utf8')) as Record<string, number>
  } catch {
    return {}
  }
}

export function recordDurations(suite: string, measured: { name: string; seconds: number }[]): void {
  if (process.env.RECORD_DURATIONS !== '1') return
  const sorted = [...measured].sort((a, b) => a.name.localeCompare(b.name))
  const json = Object.fromEntries(sorted.map((m) => [m.name, Math.round(m.seconds * 10) / 10]))
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(fileOf(suite), `${JSON.stringify(json, null, 2)}\n`)
}
