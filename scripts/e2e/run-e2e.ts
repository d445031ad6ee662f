import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { cpuByKind } from '../lib/proc-cpu.mjs'
import { createContext, SHOTS_DIR, type E2eSpec } from './context.js'
import { healthProblem, specFiles, specModule } from './groups.js'

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the same Chromium without the desktop browser's
 * profile, UI and services; what Playwright itself runs headless) when installed: the same page loads cost it about
 * 40% less CPU than the full browser in headless mode (17.9 against 30 CPU-s for 24, scripts/e2e/README.md). The
 * full system Chromium otherwise. E2E_CHROMIUM names another; the runner never downloads a browser.
 */
export const CHROMIUM =
  process.env.E2E_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file)) ??
  '/usr/bin/chromium'

/** The runner's Chromium flags but the V8 one (scripts/bench/e2e-browser-cpu.ts measures with and without it). */
export const BASE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  // Self-interview recordings: a fake camera and microphone, permission granted without a prompt.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
]

const launch = () =>
  chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      ...BASE_FLAGS,
      // V8's interpreter and baseline compiler only, no optimizing tiers (Maglev, TurboFan): a test page lives
      // seconds, too short for optimized code to pay back its compiling. Measured: the renderers' CPU 10-15% less
      // (the 74-route axe sweep 77 -> 66 CPU-s, a 10-file subset 102 -> 97).
      '--js-flags=--max-opt=1',
    ],
  })

/** Each file's default export: one spec or a list of them, in file-name order. */
async function loadSpecs(files: string[]): Promise<{ file: string; spec: E2eSpec }[]> {
  const specs: { file: string; spec: E2eSpec }[] = []
  for (const file of files) {
    const mod = (await import(pathToFileURL(specModule(file)).href)) as { default: E2eSpec | E2eSpec[] }
    for (const spec of [mod.default].flat()) specs.push({ file, spec })
  }
  return specs
}

export interface E2eOptions {
  /** Spec files (names in specs/); `specFiles()` by default. */
  files?: string[]
  /** Why the service under test cannot serve (it exited, or stopped answering), or undefined while it can. */
  serviceProblem?: () => Promise<string | undefined>
  /**
   * Whether this run takes a file (groups.ts `queueClaimer`: groups sharing one queue of files); every file when
   * absent. Asked once per file, just before its first spec runs.
   */
  claim?: (file: string) => boolean
}

export interface E2eResult {
  passed: number
  failed: number
  /** Specs that passed only when run again (counted in passed too). */
  flaky: number
  /**
   * Specs left when the service under test stopped: they would only fail with "connection refused" (with a shared
   * queue, the other groups may still take them).
   */
  notRun: number
  /** Seconds per spec file. */
  seconds: Record<string, number>
}

/**
 * Where a failed spec left the page, for a CI log that is all one has: its address, <html lang/dir>, the first
 * visible heading, and a screenshot in the shots folder.
 */
async function whereItStopped(page: Page, number: number): Promise<string> {
  try {
    const facts = await page.evaluate(() => {
      const heading = document.querySelector('h1, h2')?.textContent?.trim().slice(0, 80) ?? 'no heading'
      return `lang=${document.documentElement.lang} dir=${document.documentElement.dir}, heading "${heading}"`
    })
    fs.mkdirSync(SHOTS_DIR, { recursive: true })
    // Groups number their specs each from 1: the group's number keeps one group's picture from replacing another's.
    const group = process.env.E2E_GROUP ? `-group-${process.env.E2E_GROUP}` : ''
    const shot = path.join(SHOTS_DIR, `failed-${number}${group}.png`)
    await page.screenshot({ path: shot, timeout: 10_000 })
    return `stopped at ${page.url()} (${facts}); screenshot ${shot}`
  } catch (error) {
    return `stopped at ${page.url()} (${(error as Error).message.split('\n')[0]})`
  }
}

/**
 * A failed spec runs once more in a fresh browser context (E2E_RETRIES, 1 by default; 0 for none), as Playwright's
 * test runner does with `retries`: a spec that passes the second time is reported `ok` with "flaky:" and why the
 * first attempt failed, and the summary lists it, so a timing fault is seen and fixed without failing the run.
 * A spec that fails every attempt fails the run.
 */
const RETRIES = Math.max(0, Number(process.env.E2E_RETRIES ?? 1) || 0)

/** One attempt of a spec in its own browser context: passed, or the error and where the page stopped. */
async function attemptSpec(
  browser: Browser,
  baseUrl: string,
  spec: E2eSpec,
  number: number,
): Promise<{ ok: true } | { ok: false; message: string; where: string }> {
  const ctx = await createContext(browser, baseUrl)
  const errors: string[] = []
  ctx.page.on('pageerror', (error) => errors.push(error.message))
  try {
    await spec.run(ctx)
    if (errors.length) throw new Error(`uncaught page error: ${errors[0]}`)
    return { ok: true }
  } catch (error) {
    return { ok: false, message: (error as Error).message, where: await whereItStopped(ctx.page, number) }
  } finally {
    await ctx.context.close()
  }
}

/** What kind of process a command line is, for the CPU report. */
function kindOf(cmdline: string): string {
  if (/chrom/i.test(cmdline)) return `chromium ${/--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser'}`
  if (/(^|\/)postgres[: ]/.test(cmdline)) return 'postgres'
  if (/src\/server\.[jt]s/.test(cmdline)) return 'service'
  if (/node/.test(cmdline)) return 'runner'
  return cmdline.split(' ')[0]!
}

/**
 * Where this run's CPU went, by process (Linux): the runner (this process and Playwright), the service under test
 * when it runs below it (with-service.ts), PostgreSQL, and Chromium's browser, GPU, renderer and utility processes.
 */
function cpuReport() {
  const byKind = cpuByKind(process.pid, kindOf)
  const total = Object.values(byKind).reduce((a, b) => a + b, 0)
  if (!total) return
  const parts = Object.entries(byKind)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, s]) => `${kind} ${s.toFixed(0)}`)
  console.log(`# CPU-s ${total.toFixed(0)}: ${parts.join(', ')}`)
}

/** Runs every spec in a fresh browser context against a running service; prints TAP-like lines. */
export async function runE2e(baseUrl: string, options: E2eOptions = {}): Promise<E2eResult> {
  const specs = await loadSpecs(options.files ?? specFiles())
  const serviceProblem = options.serviceProblem ?? (() => healthProblem(baseUrl))
  const browser = await launch()
  console.log(`# ${CHROMIUM} ${browser.version()}`)
  const result: E2eResult = { passed: 0, failed: 0, flaky: 0, notRun: 0, seconds: {} }
  try {
    const claimed = new Set<string>()
    let number = 0
    for (const [index, { file, spec }] of specs.entries()) {
      if (options.claim && !claimed.has(file)) {
        if (specs.slice(0, index).some((s) => s.file === file) || !options.claim(file)) continue
        claimed.add(file)
      }
      const problem = await serviceProblem()
      if (problem) {
        result.failed++
        result.notRun = specs.slice(index).filter((s) => !options.claim || claimed.has(s.file)).length
        const left = options.claim ? ' (the files not yet taken are left to the other groups)' : ''
        console.log(`not ok ${number + 1} - the service under test stopped; ${result.notRun} specs not run${left}`)
        console.log(`  # ${problem.split('\n').join('\n  # ')}`)
        break
      }
      number++
      const started = Date.now()
      const earlier: string[] = []
      for (let attempt = 1; attempt <= 1 + RETRIES; attempt++) {
        const outcome = await attemptSpec(browser, baseUrl, spec, number)
        if (outcome.ok) {
          result.passed++
          const seconds = ((Date.now() - started) / 1000).toFixed(1)
          if (earlier.length) result.flaky++
          console.log(
            `ok ${number} - ${spec.name} # ${seconds} s${earlier.length ? `; flaky: ${earlier.join('; ')}` : ''}`,
          )
          break
        }
        const first = outcome.message.split('\n')[0]!.slice(0, 300)
        if (attempt <= RETRIES && !(await serviceProblem())) {
          earlier.push(`attempt ${attempt} failed: ${first} (${outcome.where})`)
          continue
        }
        result.failed++
        const tried = earlier.length ? `\n  # after ${earlier.join('; ')}` : ''
        console.log(`not ok ${number} - ${spec.name}\n  # ${outcome.message.split('\n').join('\n  # ')}`)
        console.log(`  # ${outcome.where}${tried}`)
        break
      }
      result.seconds[file] = (result.seconds[file] ?? 0) + (Date.now() - started) / 1000
    }
  } finally {
    cpuReport()
    await browser.close()
  }
  console.log(
    `e2e: ${result.passed} passed${result.flaky ? ` (${result.flaky} flaky)` : ''}, ${result.failed} failed` +
      (result.notRun ? `, ${result.notRun} not run` : ''),
  )
  return result
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const baseUrl = process.env.E2E_BASE_URL
  if (!baseUrl) {
    console.error('Set E2E_BASE_URL to a running Debrief service, e.g. E2E_BASE_URL=http://127.0.0.1:3100')
    process.exit(2)
  }
  runE2e(baseUrl).then(
    ({ failed }) => process.exit(failed ? 1 : 0),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
}
