import { countResults } from './run.js'

export interface StageResult {
  name: string
  passed: number
  failed: number
  ok: boolean
  seconds: number
  note?: string
}

export type StageOutcome = { code: number; output: string; passed?: number; failed?: number } | { skipped: string }

const stages: StageResult[] = []
const startedAt = Date.now()

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
      }
    }
  } catch (error) {
    console.error(error)
    const seconds = (Date.now() - started) / 1000
    result = { name, passed: 0, failed: 1, ok: false, seconds, note: (error as Error).message.split('\n')[0] }
  }
  stages.push(result)
  return result
}

/** Prints every stage's counts and wall time, and the whole run's; true when every stage passed. */
export function summary(): boolean {
  console.log('\n=== summary ===')
  for (const s of stages) {
    const counts = `${s.passed} passed, ${s.failed} failed`
    console.log(
      `${s.ok ? 'ok    ' : 'FAILED'} ${s.name}: ${counts} in ${minutes(s.seconds)}${s.note ? ` (${s.note})` : ''}`,
    )
  }
  const passed = stages.reduce((n, s) => n + s.passed, 0)
  const failed = stages.reduce((n, s) => n + s.failed, 0)
  console.log(`${passed} passed, ${failed} failed; ${minutes((Date.now() - startedAt) / 1000)} in all (wall time)`)
  return stages.every((s) => s.ok)
}
