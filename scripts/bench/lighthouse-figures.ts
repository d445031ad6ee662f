import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import lighthouse from 'lighthouse'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { startService } from '../lib/service-process.js'

/**
 * Lighthouse (mobile, its default simulated throttling) on the built web app served by the service with demo data:
 * /login, the meeting list and a report page, median of LIGHTHOUSE_RUNS (default 3) runs each: performance score,
 * largest contentful paint, cumulative layout shift and the JavaScript transferred. Alone with
 * `npx tsx scripts/bench/lighthouse-figures.ts`; needs web/dist (`npm run build -w web`) and Chromium (CHROME_PATH,
 * /usr/bin/chromium by default). Lighthouse's CPU figures are measured and then scaled by its 4x mobile slowdown, so
 * on a busy machine the scores drop with the load: they are figures to compare, not a gate.
 *
 * The signed-in pages are measured signed in as the web signs in: the login request from the page itself (so the
 * refresh cookie is set) and the session it answers stored in localStorage under the app's keys. Lighthouse's own
 * storage reset would erase that, so it is off and the HTTP cache is cleared before each run instead: every run is a
 * cold load, as for /login.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
// LIGHTHOUSE_JSON_DIR: each run's full report (`<page>-<run>.json`), to read the audits' savings and request chains.
const jsonDir = process.env.LIGHTHOUSE_JSON_DIR
// LIGHTHOUSE_ONLY=login,report: only the pages whose name holds one of these words (quick iterations on one page).
const only = process.env.LIGHTHOUSE_ONLY?.split(',').filter(Boolean)

interface Figures {
  score: number
  lcpMs: number
  cls: number
  scriptKiB: number
  scripts: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** One run in a fresh tab (the browser's storage, so the session, is shared by its tabs); a failed trace is retried. */
async function measure(browser: Browser, url: string, saveAs?: string, attempt = 1): Promise<Figures> {
  const page = await browser.newPage()
  try {
    return await measureIn(page, url, saveAs)
  } catch (error) {
    if (attempt >= 3 || !String(error).includes('Lighthouse runtime error')) throw error
    return measure(browser, url, saveAs, attempt + 1)
  } finally {
    await page.close()
  }
}

async function measureIn(page: Page, url: string, saveAs?: string): Promise<Figures> {
  const cdp = await page.createCDPSession()
  await cdp.send('Network.clearBrowserCache')
  await cdp.detach()
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    undefined,
    page,
  )
  const lhr = result!.lhr
  if (jsonDir && saveAs) {
    fs.mkdirSync(jsonDir, { recursive: true })
    fs.writeFileSync(path.join(jsonDir, `${saveAs}.json`), JSON.stringify(lhr))
  }
  if (lhr.runtimeError)
    throw new Error(`Lighthouse runtime error on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  // A signed-in page that bounced to /login would measure the wrong screen.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`)
  const requests = (
    lhr.audits['network-requests'].details as { items: { resourceType?: string; transferSize?: number }[] }
  ).items
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
    scriptKiB: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    scripts: scripts.length,
  }
}

async function signIn(page: Page, origin: string, email: string, password: string): Promise<void> {
  await page.goto(`${origin}/login`)
  const failure = await page.evaluate(async (body) => {
    const res = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      credentials: 'include',
    })
    if (!res.ok) return `login answered ${res.status}`
    const session = await res.json()
    // The keys of web/src/lib/session-atoms.ts (jotai's JSON storage under the app's prefix).
    localStorage.setItem('debrief-userData', JSON.stringify(session.userData))
    localStorage.setItem('debrief-accessToken', JSON.stringify(session.accessToken))
    localStorage.setItem('debrief-userAbilityRules', JSON.stringify(session.userAbilityRules))
    return null
  }, JSON.stringify({ email, password }))
  if (failure) throw new Error(failure)
}

/**
 * The report page to measure: of the newest reports the admin can open, the first by kind. The demo data's newest
 * meeting has several reports with one timestamp, so "the first report" was any of their kinds from run to run (one
 * with a chart on its first screen, one without): a page that changed with the draw, not with the code.
 */
async function reportToMeasure(page: Page): Promise<string> {
  const id = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('debrief-accessToken') ?? 'null')
    const res = await fetch('/api/reports?itemsPerPage=20&sortBy=createdAt&orderBy=desc', {
      headers: { authorization: `Bearer ${token}` },
    })
    const body = await res.json()
    const items = (body.items ?? body.reports ?? []) as { id: string; kind: string; createdAt: string }[]
    const newest = items.filter((r) => r.createdAt === items[0]?.createdAt)
    newest.sort((a, b) => a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id))
    return newest[0]?.id ?? null
  })
  if (!id) throw new Error('the demo data has no report')
  return id
}

export async function lighthouseFigures(log = false): Promise<string[]> {
  if (!fs.existsSync(path.join(root, 'web/dist/index.html'))) return ['web/dist is missing: run `npm run build -w web`']
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'debrief-lighthouse-'))
  const service = await startService({
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'error',
    LOGIN_LIMIT_PER_ADDRESS: '100000',
    LOGIN_LIMIT_PER_ACCOUNT: '100000',
  })
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    const page = await browser.newPage()
    const origin = service.url
    const lines = [
      `median of ${runs} Lighthouse mobile runs (simulated throttling), load average ${os.loadavg()[0].toFixed(1)} at the start`,
    ]
    if (log) console.log(lines[0])
    const row = async (name: string, url: string) => {
      if (only && !only.some((word) => name.includes(word))) return
      const all: Figures[] = []
      const file = name.replace(/\W+/g, ' ').trim().replace(/ /g, '-')
      for (let i = 0; i < runs; i++) all.push(await measure(browser, url, `${file}-${i + 1}`))
      const m = (key: keyof Figures) => median(all.map((f) => f[key]))
      const line =
        `${name.padEnd(16)} performance ${String(m('score')).padStart(3)} (runs ${all.map((f) => f.score).join(', ')}), ` +
        `LCP ${(m('lcpMs') / 1000).toFixed(1)} s, CLS ${m('cls').toFixed(3)}, ` +
        `script ${m('scriptKiB').toFixed(0)} KiB in ${m('scripts')} files`
      if (log) console.log(line)
      lines.push(line)
    }
    await row('/login', `${origin}/login`)
    await signIn(page, origin, 'admin@example.com', 'demo-admin')
    const reportId = await reportToMeasure(page)
    await row('meeting list', `${origin}/meetings/MeetingList`)
    await row('report page', `${origin}/reports/${reportId}`)
    await page.close()
    return lines
  } finally {
    await browser.close()
    await service.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await lighthouseFigures(true)
