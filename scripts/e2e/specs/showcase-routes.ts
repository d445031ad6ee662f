import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { assert, type E2eSpec, openInApp, settle, trackRequests } from '../context.js'
import { createRequire } from 'node:module'

// The #18 groups, enumerated from the route table rather than a hand list: the web's path config names the
// dashboards, template pages and demo groups; the showcase framework's group bases say which wildcard groups have
// items, and each group's index page (drawn from its items) lists them.
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src')
const read = (file: string) => fs.readFileSync(path.join(web, file), 'utf8')

/** The `entry('…')` paths of one block (`dashboards: { … }`) of the sandbox path config. */
function entriesOf(block: string): string[] {
  const source = read('config/sandbox-paths.ts')
  const start = source.indexOf(`${block}: {`)
  assert(start >= 0, `sandbox-paths.ts has no ${block} block`)
  const body = source.slice(start, source.indexOf('}', start))
  return [...body.matchAll(/entry\('([^']+)'\)/g)].map((m) => m[1])
}

/** The group bases served by the showcase framework ("/charts", "/wizard-examples", …). */
function showcaseBases(): Set<string> {
  const dir = 'features/showcase'
  const files = (fs.readdirSync(path.join(web, dir), { recursive: true }) as string[]).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  )
  return new Set(files.flatMap((f) => [...read(`${dir}/${f}`).matchAll(/base: '([^']+)'/g)].map((m) => m[1])))
}

const require = createRequire(import.meta.url)
const axeSource = fs.readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [process.cwd(), `${process.cwd()}/web`] }),
  'utf8',
)

/** axe-core over the screen's main and its portals: every serious or critical violation, contrast included. */
async function axeProblems(page: Page, route: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    type Result = {
      violations: {
        id: string
        impact: string | null
        help: string
        nodes: { html: string; failureSummary?: string }[]
      }[]
    }
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<Result> } }).axe
    const result = await axe.run({ include: [['main'], ['.fui-Portal']], exclude: [['[data-tabster-dummy]']] })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.html.slice(0, 160)} ${n.failureSummary?.slice(0, 240) ?? ''}`),
    }))
  })
  const problems: string[] = []
  for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
    problems.push(`${route}: ${v.impact} ${v.id}: ${v.help} at ${JSON.stringify(v.nodes.slice(0, 3))}`)
  }
  return problems
}

/** Template pages the route table gives a screen of their own (the others are still another branch's coming soon). */
function servedTemplatePages(): Set<string> {
  // A template page is served when the route table names it or the screens table gives it a screen of its own.
  const routes = read('app/route-groups/sandbox-routes.ts')
  const screens = read('app/screens.ts')
  const source = read('config/sandbox-paths.ts')
  const block = source.slice(
    source.indexOf('templatePages: {'),
    source.indexOf('}', source.indexOf('templatePages: {')),
  )
  return new Set(
    [...block.matchAll(/(\w+): entry\('([^']+)'\)/g)]
      .filter((m) => routes.includes(`templatePages.${m[1]}`) || screens.includes(`'templatePage.${m[1]}'`))
      .map((m) => m[2]),
  )
}

const PLACEHOLDER = /launching soon|is being built|coming soon/i

/**
 * Watches a page for console errors and failed requests; `take()` returns and clears what was seen, `quiet()` waits
 * for the requests to end (`trackRequests`).
 */
function watch(page: Page) {
  const seen: string[] = []
  const requests = trackRequests(page)
  page.on('console', (m) => m.type() === 'error' && seen.push(`console: ${m.text()}`))
  page.on(
    'requestfailed',
    (r) =>
      !r.failure()?.errorText.includes('ERR_ABORTED') &&
      seen.push(`request failed: ${r.url()} ${r.failure()?.errorText}`),
  )
  page.on('response', (r) => r.status() >= 400 && seen.push(`HTTP ${r.status()}: ${r.url()}`))
  return { take: () => seen.splice(0), quiet: requests.quiet }
}

/**
 * Opens one route through the app's router, as its menu does (unless the page is already there) and checks it: a
 * heading, no placeholder, a main area with content, nothing failed, axe clean.
 */
async function check(page: Page, route: string, seen: ReturnType<typeof watch>, problems: string[], open = true) {
  if (open) await openInApp(page, route)
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined)
  await seen.quiet()
  await settle(page)
  const main = page.locator('main')
  const text = ((await main.count()) ? await main.innerText() : '').trim()
  const heading = (
    (await page.locator('main h1').count()) ? await page.locator('main h1').first().innerText() : ''
  ).trim()
  if (!heading) problems.push(`${route}: no page heading`)
  if (PLACEHOLDER.test(text)) problems.push(`${route}: shows the coming-soon placeholder`)
  if (/page not found/i.test(heading)) problems.push(`${route}: not found`)
  if (text.replace(heading, '').trim().length < 20) problems.push(`${route}: the main area is empty`)
  problems.push(...(await axeProblems(page, route)))
  for (const issue of seen.take()) problems.push(`${route}: ${issue}`)
}

const spec: E2eSpec = {
  name: 'every route of the showcase groups opens as the demo account: content, no placeholder, no console error or failed request, axe clean',
  async run({ page, signIn, screenshot }) {
    await signIn(page, 'demo@example.com', 'demo-demo')
    const seen = watch(page)
    const problems: string[] = []
    const served = servedTemplatePages()
    const pending = entriesOf('templatePages').filter((p) => !served.has(p))
    const routes = [...entriesOf('dashboards'), ...entriesOf('templatePages').filter((p) => served.has(p))]
    const bases = showcaseBases()
    let indexes = 0
    for (const group of entriesOf('demoGroups')) {
      const base = group.replace(/\/\*$/, '')
      // A demo group no showcase group serves is a failure below, not a skip.
      if (!bases.has(base)) {
        pending.push(base)
        continue
      }
      await openInApp(page, base)
      await seen.quiet()
      await page
        .locator(`main a[href^="${base}/"]`)
        .first()
        .waitFor()
        .catch(() => undefined)
      const items = await page
        .locator(`main a[href^="${base}/"]`)
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
      if (items.length === 0) problems.push(`${base}: the index lists no items`)
      // The index is checked where it was just opened to list its items (a second load of it would check the same).
      await check(page, base, seen, problems, false)
      indexes++
      routes.push(...items)
    }
    for (const route of routes) await check(page, route, seen, problems)
    await screenshot(page, 'showcase/routes-last')
    if (pending.length) problems.push(`routes of the groups that no screen serves: ${pending.join(', ')}`)
    const opened = indexes + routes.length
    console.log(`  # ${opened} routes opened`)
    assert(opened > 40, `only ${opened} routes found: is the route table readable?`)
    assert(problems.length === 0, `${problems.length} problems:\n${problems.join('\n')}`)
  },
}

export default spec
