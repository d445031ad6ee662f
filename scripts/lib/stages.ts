import fs from 'node:fs'
import { countResults } from './run.js'

export interface StageResult {
  name: string
  passed: number
  failed: number
  ok: boolean
  seconds: number
  note?: string
  /** How busy the machine's cores were while the stage ran (all processes, not only the stage's), 0 to 1. */
  busy?: number
  /** The first failing points' lines, repeated in the summary so that a log's tail names what failed. */
  failures?: string[]
  /** End-to-end specs that passed only on their second attempt (scripts/e2e/run-e2e.ts), to be fixed all the same. */
  flaky?: string[]
}

export type StageOutcome = { code: number; output: string; passed?: number; failed?: number } | { skipped: string }

const stages: StageResult[] = []
const startedAt = Date.now()

/** Busy and total jiffies of all cores so far (Linux /proc/stat), or undefined elsewhere. */
function cpuTimes(): { busy: number; total: number } | undefined {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
    const total = fields.reduce((a, b) => a + b, 0)
    return { busy: total - fields[3] - (fields[4] ?? 0), total }
  } catch {
    return undefined
  }
}
const busySince = (from: ReturnType<typeof cpuTimes>) => {
  const now = cpuTimes()
  return from && now && now.total > from.total ? (now.busy - from.busy) / (now.total - from.total) : undefined
}
const runCpu = cpuTimes()

/** 754 s as "12:34". */
export const minutes = (seconds: number) => {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/**
 * Runs one stage and records its counts and wall time. A quiet stage runs beside another (`beside` names it): its
 * output is printed whole when it ends instead of interleaved with the other's.
 */
export async function stage(
  name: string,
  body: (quiet: boolean) => Promise<StageOutcome>,
  beside?: string,
): Promise<StageResult> {
  const quiet = beside !== undefined
  if (!quiet) console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const cpuAtStart = cpuTimes()
  let result: StageResult
  try {
    const outcome = await body(quiet)
    if (quiet) console.log(`\n=== ${name} ===\n${'output' in outcome ? outcome.output : ''}`)
    const seconds = (Date.now() - started) / 1000
    if ('skipped' in outcome) {
      result = { name, passed: 0, failed: 0, ok: true, seconds, note: `skipped: ${outcome.skipped}` }
    } else {
      const counts =
        outcome.passed !== undefined
          ? { passed: outcome.passed, failed: outcome.failed ?? 0 }
          : countResults(outcome.output)
      const ok = outcome.code === 0 && counts.failed === 0
      result = {
        name,
        ...counts,
        failed: counts.failed || (ok ? 0 : 1),
        ok,
        seconds,
        note: beside && `beside ${beside}`,
        failures: ok ? undefined : failingLines(outcome.output),
        flaky: flakyLines(outcome.output),
      }
    }
  } catch (error) {
    console.error(error)
    const seconds = (Date.now() - started) / 1000
    result = { name, passed: 0, failed: 1, ok: false, seconds, note: (error as Error).message.split('\n')[0] }
  }
  result.busy = busySince(cpuAtStart)
  stages.push(result)
  return result
}

// TAP's failing points (tap files, end-to-end specs) and vitest's failed files and tests.
const FAILING = /(^|\] )\s{0,8}(not ok\b|Bail out!|FAIL\s|×\s)/

/**
 * Up to 15 `not ok` lines of a stage's output, shallow ones first (a file's or a spec's own line names it best). An
 * end-to-end spec's line keeps the `#` lines that follow it (its error and where the page stopped, each cut to 300
 * characters): a CI log shows only its head and tail, and the tail is this summary.
 */
function failingLines(output: string): string[] {
  const all = output
    // eslint-disable-next-line no-control-regex
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
  const prefix = (line: string) => /^\[[^\]]*\] /.exec(line)?.[0] ?? ''
  const depth = (line: string) => line.slice(prefix(line).length).search(/\S/)
  const picked = all
    .map((line, i) => ({ line: line.trimEnd(), i, d: depth(line) }))
    .filter(({ line }) => FAILING.test(line) && !/#\s*todo\b/i.test(line))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .slice(0, 15)
    .sort((a, b) => a.i - b.i)
  return picked.flatMap(({ line, i, d }) => {
    const own = prefix(line)
    const explained: string[] = []
    // A spec's explanation: the lines right after it, from the same group, that start with "  # ".
    for (let j = i + 1; d === 0 && j < all.length && explained.length < 4; j++) {
      const next = all[j]!.trimEnd()
      if (!next.startsWith(`${own}  # `)) break
      explained.push(`  ${next.slice(own.length).trim().slice(0, 300)}`)
    }
    return [line.trim(), ...explained]
  })
}

/** Passing lines that say "flaky:" (a spec that passed when run again), cut to 300 characters, at most 10. */
function flakyLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => /^(\[[^\]]*\] )?ok \d+ - .*; flaky: /.test(line))
    .slice(0, 10)
    .map((line) => line.trim().slice(0, 300))
}

/** Prints every stage's counts and wall time, and the whole run's; true when every stage passed. */
export function summary(): boolean {
  console.log('\n=== summary ===')
  for (const s of stages) {
    const counts = `${s.passed} passed, ${s.failed} failed`
    const busy = s.busy === undefined ? '' : `, cores ${Math.round(s.busy * 100)} % busy`
    console.log(
      `${s.ok ? 'ok    ' : 'FAILED'} ${s.name}: ${counts} in ${minutes(s.seconds)}${busy}${s.note ? ` (${s.note})` : ''}`,
    )
    for (const line of s.failures ?? []) console.log(`         ${line}`)
    for (const line of s.flaky ?? []) console.log(`         flaky: ${line}`)
  }
  const passed = stages.reduce((n, s) => n + s.passed, 0)
  const failed = stages.reduce((n, s) => n + s.failed, 0)
  const busy = busySince(runCpu)
  console.log(
    `${passed} passed, ${failed} failed; ${minutes((Date.now() - startedAt) / 1000)} in all (wall time)` +
      (busy === undefined ? '' : `, cores ${Math.round(busy * 100)} % busy`),
  )
  return stages.every((s) => s.ok)
}
