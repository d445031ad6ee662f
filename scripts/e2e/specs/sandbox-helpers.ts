import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import type { E2eSpec } from '../context.js'

// Shared steps of the sandbox specs; this file holds no spec of its own.
const require = createRequire(import.meta.url)
const axeSource = fs.readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [process.cwd(), `${process.cwd()}/web`] }),
  'utf8',
)

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[]; html: string; failureSummary?: string }[]
}

/** Injects axe-core into the page and fails on any serious or critical violation, naming each rule and where. */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy (script-src 'self') allows.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: AxeViolation[] }> } }).axe
    // Fluent's focus manager (Tabster) places hidden focus-redirecting sentinels at group edges; they are not content.
    // The screen's own content (main) and its dialogs and drawers (portals under body); the app bar and menu are the shell's.
    const result = await axe.run({ include: [['main'], ['.fui-Portal']], exclude: [['[data-tabster-dummy]']] })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.html.slice(0, 160)} ${n.failureSummary?.slice(0, 200) ?? ''}`),
    }))
  })
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  if (serious.length)
    throw new Error(
      `${screen}: accessibility violations\n${serious.map((v) => `${v.impact} ${v.id}: ${v.help} at ${JSON.stringify(v.nodes.slice(0, 4))}`).join('\n')}`,
    )
}

/** Signs in as the organization admin, who may change the sandbox; with `to`, lands there (see `signIn`). */
export const signInAdmin = (
  ctx: { page: Page; signIn(page: Page, email: string, password: string, to?: string): Promise<void> },
  to?: string,
) => ctx.signIn(ctx.page, 'admin@example.com', 'demo-admin', to)

const none: E2eSpec[] = []
export default none
