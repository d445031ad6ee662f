import fs from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'

export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-shots'

export interface E2eContext {
  baseUrl: string
  context: BrowserContext
  page: Page
  /** Signs in through the login form on the current page (opening /login first when elsewhere). */
  signIn(page: Page, email: string, password: string): Promise<void>
  /** Waits until the location is exactly `expected` (path + query), or throws naming what it saw. */
  expectUrl(page: Page, expected: string, timeoutMs?: number): Promise<void>
  screenshot(page: Page, name: string): Promise<string>
}

export interface E2eSpec {
  name: string
  run(ctx: E2eContext): Promise<void>
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
  })
  context.setDefaultTimeout(10_000)
  const page = await context.newPage()
  return {
    baseUrl,
    context,
    page,
    async signIn(target, email, password) {
      if (new URL(target.url()).pathname !== '/login') await target.goto('/login')
      await target.locator('input[name="email"]').fill(email)
      await target.locator('input[name="password"]').fill(password)
      await target.getByRole('button', { name: 'Sign in' }).click()
      await target.waitForURL((url) => url.pathname !== '/login', { timeout: 10_000 })
    },
    async expectUrl(target, expected, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (pathOf(target) !== expected) {
        if (Date.now() > deadline) throw new Error(`expected ${expected}, at ${pathOf(target)}`)
        await target.waitForTimeout(50)
      }
    },
    async screenshot(target, name) {
      fs.mkdirSync(SHOTS_DIR, { recursive: true })
      const file = path.join(SHOTS_DIR, `${name}.png`)
      await target.waitForTimeout(400) // let drawer and dialog motions finish
      await target.screenshot({ path: file, fullPage: true })
      return file
    },
  }
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}
