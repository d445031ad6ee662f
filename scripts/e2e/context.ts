import fs from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core'

export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-shots'

/**
 * E2E_SHOTS=failed (what `npm test` sets): `ctx.screenshot` settles the page as always but takes no picture; a
 * failed spec still leaves its `failed-<n>.png`. Nobody opens the 300-odd full-page pictures of a full run, and each
 * cost about 0.3 CPU-s (capturing beyond the viewport, compositing, PNG encoding). A run by hand keeps them all (the
 * default, `all`) to look at.
 */
const SHOTS_ALL = process.env.E2E_SHOTS !== 'failed'

/**
 * How long a wait for a state may take before the spec fails (E2E_TIMEOUT_MS). Every wait is for something the
 * screen shows; this only bounds a screen that never gets there, and a busy machine (two groups of specs, other
 * work beside) takes several times an idle one's time to load a page.
 */
export const WAIT_MS = Number(process.env.E2E_TIMEOUT_MS ?? 30_000)

export interface E2eContext {
  baseUrl: string
  context: BrowserContext
  page: Page
  /**
   * Signs in through the login form on the current page (opening /login first when elsewhere). With `to`, lands
   * there (as `page.goto(to)` after the sign-in would) instead of the start page: one page load less.
   */
  signIn(page: Page, email: string, password: string, to?: string): Promise<void>
  /** Waits until the location is exactly `expected` (path + query), or throws naming what it saw. */
  expectUrl(page: Page, expected: string, timeoutMs?: number): Promise<void>
  screenshot(page: Page, name: string): Promise<string>
}

export interface E2eSpec {
  name: string
  run(ctx: E2eContext): Promise<void>
}

/**
 * The sign-in a spec not about the login form needs, without the form: the service's login answer stored as the web
 * app stores it (`debrief-` keys in localStorage, the refresh cookie in the context's jar), then the start page, where
 * the form leads too, or straight the page `to` the spec goes next. Saves Chromium loading and rendering the login
 * screen (about 0.7 CPU-s a sign-in, 100-odd in a run), and with `to` the start page too (about as much again).
 * False when the account needs its second step: the form then does it.
 */
async function signInThroughApi(page: Page, email: string, password: string, to?: string): Promise<boolean> {
  const res = await page.request.post('/api/auth/login', { data: { email, password } })
  if (res.status() !== 201) throw new Error(`sign-in of ${email} failed: ${res.status()} ${await res.text()}`)
  const session = (await res.json()) as { accessToken?: string; userData?: unknown; userAbilityRules?: unknown }
  if (!session.accessToken || !session.userData) return false
  // Any document of the app's origin gives its localStorage; the health answer is the cheapest.
  await page.goto('/api/health')
  await page.evaluate((s) => {
    localStorage.setItem('debrief-userData', JSON.stringify(s.userData))
    localStorage.setItem('debrief-accessToken', JSON.stringify(s.accessToken))
    localStorage.setItem('debrief-userAbilityRules', JSON.stringify(s.userAbilityRules ?? []))
  }, session)
  if (to) {
    await page.goto(to)
    return true
  }
  await page.goto('/')
  await page.waitForURL((url) => url.pathname !== '/' && url.pathname !== '/login')
  return true
}

const pathOf = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}

export async function createContext(browser: Browser, baseUrl: string): Promise<E2eContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1440, height: 900 },
    colorScheme: 'light',
    // Fluent's motions (drawers, dialogs, spinners, skeleton shimmer) shortened or still: fewer frames for Chromium
    // to render and composite (a fifth or so of its CPU on a sign-in and a list). Specs wait for what the screen
    // shows, never for a motion; a spec about motion itself would set 'no-preference' on its page.
    reducedMotion: 'reduce',
  })
  context.setDefaultTimeout(WAIT_MS)
  const page = await context.newPage()
  return {
    baseUrl,
    context,
    page,
    async signIn(target, email, password, to) {
      if (new URL(target.url()).pathname !== '/login') {
        if (await signInThroughApi(target, email, password, to)) return
        await target.goto('/login')
      }
      await target.locator('input[name="email"]').fill(email)
      await target.locator('input[name="password"]').fill(password)
      await target.getByRole('button', { name: 'Sign in' }).click()
      await target.waitForURL((url) => url.pathname !== '/login')
      if (to) await target.goto(to)
    },
    async expectUrl(target, expected, timeoutMs = WAIT_MS) {
      const deadline = Date.now() + timeoutMs
      while (pathOf(target) !== expected) {
        if (Date.now() > deadline) throw new Error(`expected ${expected}, at ${pathOf(target)}`)
        await target.waitForTimeout(50)
      }
    },
    async screenshot(target, name) {
      fs.mkdirSync(SHOTS_DIR, { recursive: true })
      const file = path.join(SHOTS_DIR, `${name}.png`)
      await settle(target)
      if (SHOTS_ALL) await target.screenshot({ path: file, fullPage: true })
      return file
    },
  }
}

const SETTLE_MS = 5_000

/**
 * Waits until the page has rendered what it was told and its motions (drawers, dialogs, a resized layout) have
 * ended: no finite animation or transition running, then two frames. Endless ones (spinners) do not count.
 */
export async function settle(page: Page): Promise<void> {
  // Bounded and best effort: a screen with a live clock or a recording starts a short transition every second and
  // never has none running; after SETTLE_MS the screenshot or the measure goes ahead.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: SETTLE_MS },
    )
    .catch(() => undefined)
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}

/**
 * Opens `path` in the app already on `page` as one of its links does (the router's history navigation: wouter patches
 * `history.pushState` to tell its routers), instead of loading the app again: a full load costs Chromium about 0.4
 * CPU-s (the app's script compiled and run, the session checked, the layout drawn), and an injected checker (axe)
 * stays. Loads the page (`page.goto`) when it does not show the app. For specs that walk many screens: the caller
 * then waits for what the new screen shows, as after any navigation. Returns once the router has rendered the change.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const inApp = await page
    .evaluate(async (to) => {
      if (!document.querySelector('main')) return false
      history.pushState(null, '', to)
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
      return true
    }, path)
    .catch(() => false)
  if (!inApp) await page.goto(path)
}

/**
 * Follows the page's requests from now on; `quiet()` waits until none has been in flight for 500 ms, at most
 * `timeoutMs`: Playwright's `networkidle`, which a navigation inside the app (`openInApp`) does not reset.
 */
export function trackRequests(page: Page, timeoutMs = 15_000) {
  // By object: a request that began before the tracking only ends, and is never counted below zero.
  const inFlight = new Set<Request>()
  let changed = Date.now()
  const track = (request: Request, running: boolean) => {
    if (running) inFlight.add(request)
    else inFlight.delete(request)
    changed = Date.now()
  }
  page.on('request', (r) => track(r, true))
  page.on('requestfinished', (r) => track(r, false))
  page.on('requestfailed', (r) => track(r, false))
  return {
    async quiet() {
      for (const end = Date.now() + timeoutMs; Date.now() < end; await page.waitForTimeout(100))
        if (inFlight.size === 0 && Date.now() - changed >= 500) return
    },
  }
}

/** Polls `check` (a read of what the screen shows) until it passes; `what` names it when it never does. */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`after ${timeoutMs / 1000} s, still not: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * Charts are drawn once they reach the screen (web/src/components/charts/deferred-chart.tsx): scrolls each chart
 * still waiting into view until every chart on the page is drawn. Call it once the page shows its charts' frames.
 */
export async function drawCharts(page: Page): Promise<void> {
  await page.locator('figure[role="img"]').first().waitFor({ state: 'attached' })
  await until(async () => {
    const waiting = page.locator('[data-chart-pending]')
    if ((await waiting.count()) === 0) return true
    await waiting.first().scrollIntoViewIfNeeded()
    return false
  }, 'every chart on the page is drawn')
}

/**
 * Reloads until `check` passes: for what the service holds after a write the screen does not report (a drop's
 * order calls, a moved event), read back as the screen shows it after a reload.
 */
export async function reloadUntil(page: Page, check: () => Promise<boolean>, what: string): Promise<void> {
  await until(async () => (await page.reload(), await check()), what)
}

/**
 * The link of a report on the report list whose card says `title`, searched for rather than taken from the first
 * page: specs run before on the same service (whichever the shared queue gave it) add reports and push the demo's
 * off the first page. The page must be on /reports/ReportList, in English.
 */
export async function searchReport(page: Page, title: string): Promise<Locator> {
  await page.getByPlaceholder('Search by title, person or summary').fill(title)
  const link = page.locator('a[href^="/reports/"]').filter({ hasText: title }).first()
  await link.waitFor()
  return link
}

const LANGUAGE_CODES: Record<string, string> = { English: 'en', Русский: 'ru', Français: 'fr', العربية: 'ar' }

/**
 * Picks a language in the app bar's switch (by its own name, 'العربية') until <html lang> and dir say it. On a busy machine
 * the screen may still be loading its route after a sign-in: the menu opened then can close under the click, and the
 * choice is made again rather than waited for in vain.
 */
export async function chooseLanguage(page: Page, name: string): Promise<void> {
  const lang = LANGUAGE_CODES[name]
  if (!lang) throw new Error(`no language named ${name}`)
  await until(async () => {
    const dir = lang === 'ar' ? 'rtl' : 'ltr'
    if (
      (await page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`)) ===
      `${lang} ${dir}`
    )
      return true
    const item = page.getByRole('menuitemradio', { name })
    if (!(await item.isVisible())) await page.getByTestId('language-switch').click({ timeout: 5_000 })
    await item.click({ timeout: 5_000 })
    await page.waitForFunction(
      ([code, direction]) => document.documentElement.lang === code && document.documentElement.dir === direction,
      [lang, dir],
      { timeout: 10_000 },
    )
    return true
  }, `the screen is in ${name}`)
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}
