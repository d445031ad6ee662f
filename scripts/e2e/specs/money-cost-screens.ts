import type { Page } from 'playwright-core'
import { assert, chooseLanguage, WAIT_MS, type E2eSpec } from '../context.js'

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const LANGUAGES = ['en', 'ru', 'fr', 'ar'] as const

/** The page is no wider than the window: nothing cut off at the side. */
async function fitsWidth(page: Page, what: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }))
  assert(scroll <= inner, `${what}: the page is ${scroll} px wide in a ${inner} px window`)
}

/** No two boxes of the selector overlap (labels, controls, axis ticks). */
async function noOverlap(page: Page, selector: string, what: string) {
  const boxes = await page.locator(selector).evaluateAll((els) =>
    els
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0)
      .map((r) => ({ l: r.left, r: r.right, t: r.top, b: r.bottom })),
  )
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!
      const b = boxes[j]!
      const overlap = a.l < b.r - 1 && b.l < a.r - 1 && a.t < b.b - 1 && b.t < a.b - 1
      assert(!overlap, `${what}: items ${i} and ${j} overlap (${JSON.stringify(a)} / ${JSON.stringify(b)})`)
    }
}

/** No word of the selected cells is broken over two lines (a name wraps at its spaces; hyphens may break too). */
async function wordsWhole(page: Page, selector: string, what: string) {
  const broken = await page.locator(selector).evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const node = cell.firstChild?.nodeType === Node.TEXT_NODE ? cell.firstChild : null
      if (!node?.textContent) return []
      const text = node.textContent
      const found: string[] = []
      for (const m of text.matchAll(/[^\s-]+/g)) {
        const range = document.createRange()
        range.setStart(node, m.index)
        range.setEnd(node, m.index + m[0].length)
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
        if (lines.size > 1) found.push(m[0])
      }
      return found
    }),
  )
  assert(broken.length === 0, `${what}: words broken over two lines: ${broken.join(', ')}`)
}

/** Every box of the selector shows all it holds (no column cut off inside a scrolling table). */
async function noneCut(page: Page, selector: string, what: string) {
  const cut = await page
    .locator(selector)
    .evaluateAll((els) =>
      els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.scrollWidth - e.clientWidth),
    )
  assert(cut.length === 0, `${what}: ${cut.length} cut off (by ${cut.join(', ')} px)`)
}

const NAMES: Record<string, string> = { en: 'English', ru: 'Русский', fr: 'Français', ar: 'العربية' }

/** Through the app bar's language menu, which also sets the direction (Arabic: right to left). */
async function setLanguage(page: Page, lng: string) {
  await chooseLanguage(page, NAMES[lng])
}

const specs: E2eSpec[] = [
  {
    name: 'cost screens at 1366 px and 390 px, in four languages: nothing overlaps or runs off the page',
    async run({ page, signIn, screenshot }) {
      page.setDefaultTimeout(30_000) // four languages of charts on a shared machine
      await page.setViewportSize({ width: 1366, height: 900 })
      await signIn(page, 'omc@example.com', 'demo-omc')
      const query = `from=${day(-29)}&to=${day(0)}&granularity=day`
      for (const lng of LANGUAGES) {
        await setLanguage(page, lng)
        await page.goto(`/omc/dashboard_cost?${query}`)
        await page.waitForFunction((l) => document.documentElement.lang === l, lng)
        await page.locator('[data-kpi="spend"]').waitFor()
        await page.locator('.recharts-bar-rectangle').first().waitFor()
        await fitsWidth(page, `dashboard ${lng} at 1366`)
        await noOverlap(page, '[role="combobox"], label, button:has-text("CSV")', `filters ${lng}`)
        await noOverlap(page, '.recharts-xAxis .recharts-cartesian-axis-tick text', `30 days of ticks ${lng}`)
        await wordsWhole(page, '[data-breakdown] tbody td:first-child', `breakdown names ${lng} at 1366`)
        await noneCut(page, '[data-breakdown]', `breakdown tables ${lng} at 1366`)
        await screenshot(page, `money-dashboard-1366-${lng}`)
        await page.goto(`/omc/barchart_omc?${query}`)
        await page.locator('.recharts-bar-rectangle').first().waitFor()
        await fitsWidth(page, `barchart ${lng} at 1366`)
        await screenshot(page, `money-barchart-1366-${lng}`)
      }
      await setLanguage(page, 'en')
      await page.goto(`/omc/barchart_omc?${query}`)
      await page.getByRole('heading', { name: 'Costs by organization', level: 1 }).waitFor()

      await page.setViewportSize({ width: 390, height: 844 })
      for (const lng of LANGUAGES) {
        await setLanguage(page, lng)
        await page.goto(`/omc/dashboard_cost?${query}`)
        await page.waitForFunction((l) => document.documentElement.lang === l, lng)
        await page.locator('[data-kpi="spend"]').waitFor()
        await page.locator('.recharts-bar-rectangle').first().waitFor()
        await fitsWidth(page, `dashboard ${lng} at 390`)
        await wordsWhole(page, '[data-breakdown] tbody td:first-child', `breakdown names ${lng} at 390`)
        await screenshot(page, `money-dashboard-390-${lng}`)
      }
      await setLanguage(page, 'en')
    },
  },
  {
    name: 'billing page: budget in money, the field keeps its value, the billing profile, at 1366 and 390 px',
    async run({ page, signIn, screenshot }) {
      page.setDefaultTimeout(30_000) // four languages of charts on a shared machine
      await page.setViewportSize({ width: 1366, height: 900 })
      await signIn(page, 'admin@example.com', 'demo-admin', '/billing/billing')
      const amount = page.getByRole('spinbutton', { name: /Budget/ })
      await amount.fill('1')
      await page.getByRole('button', { name: 'Save budget' }).click()
      await page.getByText('Budget saved').waitFor()
      const hint = page.locator('[data-usage="budget"]')
      await hint.getByText(/€[\d.,]+ of €1\.00 \(\d+%\)/).waitFor()
      assert((await amount.inputValue()) === '1', `the field keeps its value, got "${await amount.inputValue()}"`)

      await page.getByRole('textbox', { name: /Legal name/ }).fill('ООО Ромашка')
      await page.getByRole('textbox', { name: /Postal address/ }).fill('ул. Ленина, д. 1\n101000 Москва')
      await page.getByRole('textbox', { name: /VAT ID/ }).fill('RU7701234567')
      await page.getByRole('combobox', { name: /Invoice language/ }).click()
      await page.getByRole('option', { name: 'Русский' }).click()
      await page.getByRole('button', { name: 'Save billing profile' }).click()
      await page.getByText(/Billing profile saved/).waitFor()
      await page.reload()
      await page
        .getByRole('textbox', { name: /Legal name/ })
        .and(page.locator('[value="ООО Ромашка"]'))
        .waitFor()
      await fitsWidth(page, 'billing at 1366')
      await screenshot(page, 'money-billing-1366-en')

      for (const lng of ['ar', 'ru', 'fr'] as const) {
        await setLanguage(page, lng)
        await page.goto('/billing/billing')
        await page.waitForFunction((l) => document.documentElement.lang === l, lng)
        await page.locator('[data-billing-profile]').waitFor()
        await fitsWidth(page, `billing ${lng} at 1366`)
        await screenshot(page, `money-billing-1366-${lng}`)
      }
      await page.setViewportSize({ width: 390, height: 844 })
      for (const lng of ['ar', 'en'] as const) {
        await setLanguage(page, lng)
        await page.goto('/billing/billing')
        await page.locator('[data-billing-profile]').waitFor()
        await fitsWidth(page, `billing ${lng} at 390`)
        await screenshot(page, `money-billing-390-${lng}`)
      }
    },
  },
  {
    name: 'superadmin price table: a price from a date, a previewed and confirmed recalculation',
    async run({ page, signIn, screenshot }) {
      // The superadmin's dashboard adds up every organization; first in its group, it loads while the group's service
      // is still running the demo data's analyses (it waited over 30 s for the price form once in a full run).
      page.setDefaultTimeout(2 * WAIT_MS)
      await page.setViewportSize({ width: 1366, height: 900 })
      await signIn(page, 'superadmin@example.com', 'demo-superadmin', '/omc/dashboard_cost')
      const form = page.locator('[data-price-form]')
      await form.waitFor()
      await form.getByRole('combobox', { name: 'Engine and unit' }).click()
      await page.getByRole('option', { name: 'Transcription' }).click()
      await form.getByRole('textbox', { name: /Unit price/ }).fill('2')
      await form.getByRole('button', { name: 'Add price' }).click()
      await page.locator('[data-price-id]').first().waitFor()
      const recalc = page.locator('[data-recalculation]')
      await recalc.getByRole('textbox', { name: /Reason/ }).fill('Contract price for transcription')
      await recalc.getByRole('button', { name: 'Preview' }).click()
      await page
        .locator('[data-recalculation-result]')
        .getByText(/Would change/)
        .waitFor()
      await recalc.getByRole('button', { name: 'Recalculate' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Recalculate' }).click()
      await page
        .locator('[data-recalculation-result]')
        .getByText(/^Changed/)
        .waitFor()
      await screenshot(page, 'money-price-table-1366')
    },
  },
]

export default specs
