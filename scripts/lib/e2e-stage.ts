import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { longestFirst, specFiles } from '../e2e/groups.js'
import { readDurations, recordDurations } from './durations.js'
import { countResults, run } from './run.js'
import type { StageOutcome } from './stages.js'

/**
 * Groups run at once (E2E_GROUPS): each its own service (and embedded PostgreSQL) and its own Chromium. A group
 * leaves the cores idle while its spec waits on the service (a job, a poll, a timer): alone on 2 cores, two groups
 * kept them 81 % busy, three 91 %, for one more service start.
 */
const GROUPS = Number(process.env.E2E_GROUPS ?? 3)

/**
 * The end-to-end specs, run by GROUPS processes of scripts/e2e/with-service.ts that take spec files from one queue,
 * longest first by measured time (scripts/durations/e2e.json); every line a group prints is marked with its number.
 */
export async function e2eStage(root: string, quiet: boolean, compiled?: string): Promise<StageOutcome> {
  // From npm test's compiled mirror (`compiled`, its root) the runner and the service it starts are plain
  // JavaScript: no loader transpiling them again in each group (about 3 CPU-s a service start).
  const [command, args] = compiled
    ? [process.execPath, [path.join(compiled, 'scripts/e2e/with-service.js')]]
    : ['npx', ['tsx', 'scripts/e2e/with-service.ts']]
  const files = longestFirst(specFiles(), readDurations('e2e'))
  const groups = Math.max(1, Math.min(GROUPS, files.length))
  const secondsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'debrief-e2e-seconds-'))
  const queueDir = fs.mkdtempSync(path.join(os.tmpdir(), 'debrief-e2e-queue-'))
  try {
    const runs = await Promise.all(
      Array.from({ length: groups }, (_, i) =>
        run(command, args, {
          cwd: root,
          env: {
            E2E_FILES: files.join(','),
            E2E_QUEUE_DIR: queueDir,
            E2E_GROUP: String(i + 1),
            E2E_SECONDS_FILE: path.join(secondsDir, `${i}.json`),
            // No pictures but a failed spec's (scripts/e2e/context.ts): 300-odd full-page screenshots nobody opens
            // after a full run cost about 0.3 CPU-s each. `E2E_SHOTS=all npm test` keeps them.
            E2E_SHOTS: process.env.E2E_SHOTS ?? 'failed',
          },
          quiet,
          prefix: groups > 1 ? `[e2e ${i + 1}] ` : '',
        }),
      ),
    )
    const counts = runs.map((r) => countResults(r.output))
    const passed = counts.reduce((n, c) => n + c.passed, 0)
    const failed = counts.reduce((n, c) => n + c.failed, 0)
    const code = runs.some((r) => r.code !== 0) ? 1 : 0
    // A failing run's figures still balance the groups better than none (a failed spec may stop early: its figure
    // is low, which the next passing run corrects).
    const seconds = fs
      .readdirSync(secondsDir)
      .flatMap((f) => Object.entries(JSON.parse(fs.readFileSync(path.join(secondsDir, f), 'utf8'))))
    recordDurations(
      'e2e',
      seconds.map(([name, s]) => ({ name, seconds: s as number })),
    )
    return { code, output: runs.map((r) => r.output).join(''), passed, failed }
  } finally {
    fs.rmSync(secondsDir, { recursive: true, force: true })
    fs.rmSync(queueDir, { recursive: true, force: true })
  }
}
