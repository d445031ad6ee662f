import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { createContext, type E2eSpec } from './context.js'

const SPECS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'specs')

/** The system Chromium only: the runner never downloads a browser. */
const launch = () =>
  chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
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
    ],
  })

/** Every spec file's default export: one spec or a list of them, in file-name order. */
async function loadSpecs(): Promise<E2eSpec[]> {
  // E2E_ONLY=shell- runs the spec files whose name contains that text (a quicker loop while working on one area);
  // several texts separated by commas run the files that contain any of them.
  const only = process.env.E2E_ONLY?.split(',').filter(Boolean)
  const files = fs
    .readdirSync(SPECS_DIR)
    .filter((f) => f.endsWith('.ts') && (!only?.length || only.some((text) => f.includes(text))))
    .sort()
  const specs: E2eSpec[] = []
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(SPECS_DIR, file)).href)) as { default: E2eSpec | E2eSpec[] }
    specs.push(...[mod.default].flat())
  }
  return specs
}

/** Runs every spec in a fresh browser context against a running service; prints TAP-like lines. */
export async function runE2e(baseUrl: string): Promise<{ passed: number; failed: number }> {
  const specs = await loadSpecs()
  const browser = await launch()
  let passed = 0
  let failed = 0
  try {
    for (const spec of specs) {
      const ctx = await createContext(browser, baseUrl)
      const errors: string[] = []
      ctx.page.on('pageerror', (error) => errors.push(error.message))
      try {
        await spec.run(ctx)
        if (errors.length) throw new Error(`uncaught page error: ${errors[0]}`)
        passed++
        console.log(`ok ${passed + failed} - ${spec.name}`)
      } catch (error) {
        failed++
        console.log(
          `not ok ${passed + failed} - ${spec.name}\n  # ${(error as Error).message.split('\n').join('\n  # ')}`,
        )
      } finally {
        await ctx.context.close()
      }
    }
  } finally {
    await browser.close()
  }
  console.log(`e2e: ${passed} passed, ${failed} failed`)
  return { passed, failed }
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
