import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { createContext } from '../e2e/context.js'
import { BASE_FLAGS } from '../e2e/run-e2e.js'
import { cpuByKind } from '../lib/proc-cpu.mjs'
import { startService } from '../lib/service-process.js'

/**
 * What the e2e stage's page loads cost Chromium, by browser and flags: the same work (a fresh context, the API
 * sign-in landing on the meeting list, then the report list, the sandbox user list and the cost dashboard, each
 * waited for as the specs wait) BROWSER_CPU_ROUNDS times (default 6, so 24 loads) per variant, and the CPU seconds
 * of every Chromium process (renderers ended on the way included), split by kind. Alone with
 * `npx tsx scripts/bench/e2e-browser-cpu.ts`; needs web/dist. The figures behind scripts/e2e/README.md's choice of
 * browser and flags; CPU seconds hold up on a busy machine far better than wall time, but repeat a variant
 * (BROWSER_CPU_REPEAT) before trusting a difference under a tenth.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const rounds = Math.max(1, Number(process.env.BROWSER_CPU_ROUNDS ?? 6))
const repeat = Math.max(1, Number(process.env.BROWSER_CPU_REPEAT ?? 1))

// BROWSER_CPU_SHELL: a headless shell elsewhere (an unpacked package).
const SHELL = process.env.BROWSER_CPU_SHELL ?? '/usr/bin/chromium-headless-shell'
const variants: { name: string; executable: string; flags: string[] }[] = [
  { name: 'chromium', executable: '/usr/bin/chromium', flags: [] },
  { name: 'headless shell', executable: SHELL, flags: [] },
  { name: 'headless shell, --js-flags=--max-opt=1', executable: SHELL, flags: ['--js-flags=--max-opt=1'] },
]

const kindOf = (cmdline: string) =>
  /chrom/i.test(cmdline) ? (/--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser') : 'other'

const service = await startService(
  {
    PORT: '0',
    WEB_DIST: path.join(root, 'web/dist'),
    LOGIN_LIMIT_PER_ADDRESS: '1000',
    LOGIN_LIMIT_PER_ACCOUNT: '1000',
  },
  { startSeconds: 300 },
)
try {
  for (let r = 0; r < repeat; r++) {
    for (const { name, executable, flags } of variants) {
      const started = Date.now()
      const browser = await chromium
        .launch({ executablePath: executable, headless: true, args: [...BASE_FLAGS, ...flags] })
        .catch((error: Error) => (console.log(`${name}: not run (${error.message.split('\n')[0]})`), undefined))
      if (!browser) continue
      for (let i = 0; i < rounds; i++) {
        const ctx = await createContext(browser, service.url)
        const { page } = ctx
        await ctx.signIn(page, 'admin@example.com', 'demo-admin', '/meetings/MeetingList')
        await page.getByRole('table').getByRole('row').nth(1).waitFor()
        await page.goto('/reports/ReportList')
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        await page.goto('/apps/user/list')
        await page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1).waitFor()
        await page.goto('/omc/dashboard_cost')
        await page.locator('.recharts-bar-rectangle').first().waitFor()
        await ctx.context.close()
      }
      // Read before closing: the browser's processes count while they run, the ended renderers in their parent.
      const kinds = cpuByKind(process.pid, kindOf)
      delete kinds.other
      delete kinds['ended children of other']
      await browser.close()
      const total = Object.values(kinds).reduce((a, b) => a + b, 0)
      const split = Object.entries(kinds)
        .filter(([, s]) => s >= 0.1)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, s]) => `${kind} ${s.toFixed(1)}`)
      console.log(
        `${name}: ${total.toFixed(1)} CPU-s for ${rounds * 4} page loads (${((Date.now() - started) / 1000).toFixed(0)} s); ${split.join(', ')}`,
      )
    }
  }
} finally {
  await service.stop()
}
