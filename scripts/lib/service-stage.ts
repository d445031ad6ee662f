import fs from 'node:fs'
import path from 'node:path'
import { prepareTemplate, startThrowawayCluster } from '../../service/src/db/test-clusters.js'
import { treeCpuSeconds } from './proc-cpu.mjs'
import { compileService, type CompiledMirror } from './compile-service.js'
import { readDurations, recordDurations } from './durations.js'
import { runTestFiles } from './run-test-files.js'
import type { StageOutcome } from './stages.js'

/**
 * Test processes at once (TEST_JOBS). Most files wait on PostgreSQL, job polls or timers a good part of their time,
 * so a third process fills the gaps two leave on 2 cores.
 */
const JOBS = Number(process.env.TEST_JOBS ?? 3)

/**
 * Node's flags for the test processes (TEST_NODE_ARGS, space-separated). V8's interpreter and baseline compiler
 * only, no optimizing tier (as the end-to-end stage's Chromium runs): a test process lives seconds, too short for
 * TurboFan's compiling to pay back. Measured over the service stage: the test processes 485 -> 408 CPU-s.
 */
const NODE_ARGS = (process.env.TEST_NODE_ARGS ?? '--max-opt=1').split(' ').filter(Boolean)
/** Files that compute for seconds, where optimized code does pay back (with the flag: +6.3, +2.0, +0.6 CPU-s). */
const COMPUTE_BOUND = new Set([
  'test/contract/compile-all.test.js',
  'test/meetings/parsers-linear.test.js',
  'test/meetings/upload-off-thread.test.js',
])
const nodeArgsOf = (file: string) => (COMPUTE_BOUND.has(file) && !process.env.TEST_NODE_ARGS ? [] : NODE_ARGS)

/** The service's tap files, compiled once per `npm test` and shared by the stages that run them. */
export function serviceTests(root: string) {
  const { timeout } = JSON.parse(fs.readFileSync(path.join(root, 'service/package.json'), 'utf8')).tap
  let mirror: Promise<CompiledMirror> | undefined

  /** Tap files on a throwaway cluster (these PostgreSQL binaries, else the embedded ones), run as JavaScript. */
  async function run(files: string[], options: { binDir?: string; quiet: boolean; record?: boolean }) {
    const { service } = await compiled()
    const cluster = await startThrowawayCluster(options.binDir)
    try {
      await prepareTemplate(cluster)
      const result = await runTestFiles({
        cwd: service,
        files: files.map((f) => f.replace(/\.ts$/, '.js')),
        nameOf: (file) => file.replace(/\.js$/, '.ts'),
        jobs: JOBS,
        nodeArgs: nodeArgsOf,
        env: { TEST_CLUSTER_URL: cluster.url('postgres') },
        timeoutSeconds: timeout,
        durations: readDurations('service'),
        quiet: options.quiet,
      })
      if (options.record)
        recordDurations(
          'service',
          result.results.map((r) => ({ name: r.file, seconds: r.seconds })),
        )
      // PostgreSQL's share (the postmaster and every backend, ended ones included), beside the test processes'.
      const pg = treeCpuSeconds(cluster.pid)
      const { passed, failed } = result
      let { output } = result
      if (pg > 0) {
        const line = `# PostgreSQL used ${pg.toFixed(0)} CPU-s`
        output += `${line}\n`
        if (!options.quiet) console.log(line)
      }
      return { code: failed ? 1 : 0, output, passed, failed } satisfies StageOutcome
    } finally {
      await cluster.dispose()
    }
  }

  /** Every tap file under service/test (tap's `include`), narrowed by SERVICE_ONLY=accounts/,billing. */
  function allFiles(): string[] {
    const only = process.env.SERVICE_ONLY?.split(',').filter(Boolean)
    return fs
      .readdirSync(path.join(root, 'service/test'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `test/${f}`)
      .filter((f) => !only?.length || only.some((text) => f.includes(text)))
      .sort()
  }

  const dispose = async () => {
    if (mirror)
      await mirror.then(
        (m) => m.dispose(),
        () => undefined,
      )
  }
  /** The compiled mirror (made once, by the first caller): other stages run their scripts from it too. */
  const compiled = () => (mirror ??= compileService(root))
  return { run, allFiles, dispose, compiled }
}
