import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { countTap } from './tap-counts.js'

const CPU_HOOK = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cpu-at-exit.mjs')

/**
 * Source maps (stack traces at the `.ts` lines) on a file's retry, the attempt whose output a failure prints whole;
 * on every attempt with TEST_SOURCE_MAPS=1. Node maps every stack it formats once they are on, and the service
 * formats one for each error it answers or logs: on the first attempt they cost a fifth of a test process's CPU
 * (8 short files: 16.5 -> 13.3 CPU-s without), about 70 CPU-s a run. A first attempt's failing point still names
 * the test and its message, and the bundle's function names.
 */
const mapsOn = (attempt: number) => attempt > 0 || process.env.TEST_SOURCE_MAPS === '1'

export interface FileResult {
  file: string
  ok: boolean
  passed: number
  failed: number
  seconds: number
  /** CPU seconds of the test process and of the processes it started and waited for (Linux; its own elsewhere). */
  cpuSeconds: number
  /** The part of cpuSeconds its subprocesses used. */
  childCpuSeconds: number
  /** How the process ended: "exit 0", "exit 1", "SIGKILL after the 420 s limit"… */
  ending: string
}

export interface RunFilesOptions {
  /** Folder the files are relative to, and the processes' working folder. */
  cwd: string
  files: string[]
  /** Processes at once. */
  jobs: number
  env?: NodeJS.ProcessEnv
  /** Node's flags for every file, or for each (by its name in `files`). */
  nodeArgs?: string[] | ((file: string) => string[])
  /** A file still running after this long is stopped and fails (tap's own per-test limit is told the same). */
  timeoutSeconds: number
  /** Measured seconds per file, from an earlier run: the longest start first, so none is left running alone. */
  durations?: Record<string, number>
  /** How a file is named in the output (the source `.ts` rather than the compiled `.js`). */
  nameOf?: (file: string) => string
  quiet?: boolean
}

/**
 * Runs tap test files as plain node processes, `jobs` at a time, instead of through the tap runner: the runner
 * loads two module loaders into every test process (@tapjs/processinfo and @tapjs/mock, for coverage and module
 * mocks, neither used here), and every module then passes through a loader thread: a third more CPU per process.
 * Each file's TAP is counted as tap counts it; a failed file's output is printed whole.
 */
export async function runTestFiles(options: RunFilesOptions) {
  let output = ''
  const say = (text: string) => {
    output += `${text}\n`
    if (!options.quiet) console.log(text)
  }
  const nameOf = options.nameOf ?? ((file: string) => file)
  const nodeArgsOf = (file: string) =>
    typeof options.nodeArgs === 'function' ? options.nodeArgs(file) : (options.nodeArgs ?? [])
  const known = options.durations ?? {}
  // Files without a measurement first (they might be long), then the longest.
  const queue = [...options.files].sort((a, b) => (known[nameOf(b)] ?? 1e9) - (known[nameOf(a)] ?? 1e9))
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'debrief-cpu-'))
  const results: FileResult[] = []
  const attempt = (file: string, index: number, n: number) =>
    new Promise<FileResult & { output: string }>((resolve) => {
      const started = Date.now()
      const cpuReport = path.join(reports, `${index}`)
      const child = spawn(
        process.execPath,
        [...(mapsOn(n) ? ['--enable-source-maps'] : []), `--import=${CPU_HOOK}`, ...nodeArgsOf(file), file],
        {
          cwd: options.cwd,
          env: {
            ...process.env,
            ...options.env,
            TAP_TIMEOUT: String(options.timeoutSeconds),
            DEBRIEF_CPU_REPORT: cpuReport,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      let text = ''
      child.stdout.on('data', (chunk) => (text += chunk))
      child.stderr.on('data', (chunk) => (text += chunk))
      let limit = ''
      const stop = setTimeout(
        () => {
          limit = ` after the ${options.timeoutSeconds} s limit`
          child.kill('SIGTERM')
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
        },
        (options.timeoutSeconds + 30) * 1000,
      )
      child.on('close', (code, signal) => {
        clearTimeout(stop)
        const counts = countTap(text)
        const ok = code === 0 && counts.complete && counts.failed === 0
        const cpu = fs.existsSync(cpuReport)
          ? (JSON.parse(fs.readFileSync(cpuReport, 'utf8')) as { self: number; children: number })
          : { self: NaN, children: NaN }
        const result: FileResult = {
          file: nameOf(file),
          ok,
          passed: counts.passed,
          failed: counts.failed || (ok ? 0 : 1),
          seconds: (Date.now() - started) / 1000,
          cpuSeconds: cpu.self + cpu.children,
          childCpuSeconds: cpu.children,
          ending: `${signal ?? `exit ${code}`}${limit}${counts.complete ? '' : ', no final plan'}`,
        }
        resolve({ ...result, output: text })
      })
    })
  // A failed file runs once more (TEST_RETRIES, 1 by default): passing then, it is reported `ok` with "flaky:" and
  // its first failing point, and the run's summary lists it, so a timing fault is seen without failing the run.
  const retries = Math.max(0, Number(process.env.TEST_RETRIES ?? 1) || 0)
  const runOne = async (file: string, index: number) => {
    const earlier: string[] = []
    for (let n = 0; ; n++) {
      const { output: text, ...result } = await attempt(file, index, n)
      if (!result.ok && n < retries) {
        const point = text.split('\n').find((l) => /^\s*not ok\b/.test(l) && !/#\s*todo\b/i.test(l))
        earlier.push(
          `attempt ${n + 1} failed (${result.ending}): ${(point ?? 'no failing point').trim().slice(0, 200)}`,
        )
        continue
      }
      results.push(result)
      const sub = result.childCpuSeconds >= 0.05 ? ` (${result.childCpuSeconds.toFixed(1)} in subprocesses)` : ''
      const line = `${result.file} # ${result.seconds.toFixed(1)} s, ${result.cpuSeconds.toFixed(1)} CPU-s${sub}`
      if (result.ok) say(`ok ${results.length} - ${line}${earlier.length ? `; flaky: ${earlier.join('; ')}` : ''}`)
      else
        say(
          `not ok ${results.length} - ${line} (${result.ending})${earlier.length ? ` after ${earlier.join('; ')}` : ''}` +
            `\n${indent(text)}`,
        )
      return result
    }
  }
  let next = 0
  const worker = async () => {
    while (next < queue.length) {
      const index = next++
      await runOne(queue[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.jobs) }, worker))
  fs.rmSync(reports, { recursive: true, force: true })
  return { results, output, ...summarize(results, say) }
}

const indent = (text: string) =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n')

function summarize(results: FileResult[], say: (text: string) => void) {
  const passed = results.reduce((n, r) => n + r.passed, 0)
  const failed = results.reduce((n, r) => n + r.failed, 0)
  const cpu = results.reduce((n, r) => n + (Number.isFinite(r.cpuSeconds) ? r.cpuSeconds : 0), 0)
  const longest = [...results].sort((a, b) => b.seconds - a.seconds).slice(0, 8)
  say(`# longest: ${longest.map((r) => `${r.file} ${r.seconds.toFixed(0)} s`).join(', ')}`)
  say(`# ${results.length} files: ${passed} passed, ${failed} failed; test processes used ${cpu.toFixed(0)} CPU-s`)
  return { passed, failed, cpuSeconds: cpu }
}
