import fs from 'node:fs'
import { assert, settle, type E2eSpec, trackRequests } from '../context.js'

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

const specs: E2eSpec[] = [
  {
    name: 'omc filters the cost dashboard, exports exactly the filtered rows and drills down a bar',
    async run({ page, signIn, screenshot }) {
      await signIn(
        page,
        'omc@example.com',
        'demo-omc',
        `/omc/dashboard_cost?from=${day(-59)}&to=${day(0)}&granularity=week`,
      )
      await page.locator('[data-kpi="spend"]').waitFor()
      await page.locator('.recharts-bar-rectangle').first().waitFor()
      await screenshot(page, 'costs-dashboard')

      // Filters go to the URL.
      await page.getByRole('combobox', { name: 'Organization' }).click()
      await page.getByRole('option', { name: 'Northwind Partners' }).click()
      await page.waitForURL((url) => url.searchParams.has('orgId'))
      await page.getByRole('combobox', { name: 'Kind' }).click()
      await page.getByRole('option', { name: 'Model tokens' }).click()
      await page.waitForURL((url) => url.searchParams.get('kind') === 'llm-tokens')
      await page.getByRole('heading', { name: 'By model' }).waitFor()

      // The CSV holds only rows of the filter: model tokens of Northwind.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ])
      const file = fs.readFileSync((await download.path())!, 'utf8')
      assert(file.startsWith('\uFEFF'), 'the CSV starts with a byte order mark (Excel reads it as UTF-8)')
      const lines = file.slice(1).trim().split('\r\n')
      const header = lines[0]!.split(',')
      assert(header[0] === 'id' && lines.length > 10, `a header and the rows, got ${lines.length} lines`)
      const kind = header.indexOf('kind')
      const org = header.indexOf('orgName')
      assert(
        lines.slice(1).every((l) => l.split(',')[kind] === 'llm-tokens' && l.split(',')[org] === 'Northwind Partners'),
        'only the filtered rows',
      )

      // The bar chart keeps the filters; a bar opens its rows.
      const search = new URL(page.url()).search
      await page.goto(`/omc/barchart_omc${search}`)
      await page.locator('.recharts-bar-rectangle').first().waitFor()
      await page.locator('.recharts-bar-rectangle path').first().click()
      await page.waitForURL((url) => url.searchParams.has('period'))
      const rows = page.getByRole('table', { name: 'Usage rows' })
      await rows.locator('tbody tr').first().waitFor()
      await screenshot(page, 'costs-barchart-drilldown')
      // Dates in the shared short format ("Dec 7, 2026, 9:00 AM"), not numeric with seconds; links are Fluent links.
      const when = await rows.locator('tbody tr td:first-child').first().innerText()
      assert(!/\d\/\d/.test(when) && !/:\d\d:\d\d/.test(when), `a short spelled-out date, got ${when}`)
      assert((await rows.locator('a:not(.fui-Link)').count()) === 0, 'the rows link with Fluent links')

      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`/omc/dashboard_cost${search}`)
      await page.locator('[data-kpi="spend"]').waitFor()
      await screenshot(page, 'costs-dashboard-390')
    },
  },
  {
    name: 'an admin drafts this month’s invoice and downloads it as PDF',
    async run({ page, signIn, screenshot }) {
      // The cost dashboard's most expensive meetings and reports (links for an admin): Fluent links, not the
      // browser's blue.
      await signIn(page, 'admin@example.com', 'demo-admin', '/omc/dashboard_cost')
      const records = page.locator('main a[href^="/meetings/"], main a[href^="/reports/"]')
      await records.first().waitFor()
      assert(
        (await records.evaluateAll((links) => links.filter((a) => !a.classList.contains('fui-Link')).length)) === 0,
        'the most expensive meetings and reports are Fluent links',
      )
      const requests = trackRequests(page)
      await page.goto('/billing/billing')
      await page.getByRole('heading', { name: 'Invoices' }).waitFor()
      await page.getByRole('button', { name: 'Draft this month' }).click()
      const row = page.locator('[data-invoice-id]').first()
      await row.waitFor()
      // The draft refreshes the page's figures and its invoice list: a Download clicked while they landed once
      // started no download at all.
      await requests.quiet()
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: 'Download' }).click(),
      ])
      const pdf = fs.readFileSync((await download.path())!)
      assert(pdf.subarray(0, 5).toString() === '%PDF-', 'a PDF file')
      assert(download.suggestedFilename().endsWith('.pdf'), `a .pdf name, got ${download.suggestedFilename()}`)
      await screenshot(page, 'costs-billing-admin')

      // A phone: the invoices are cards, each Download in view (the table hid it past the screen's edge).
      await page.setViewportSize({ width: 390, height: 844 })
      const card = page.getByRole('list', { name: 'Invoices' }).locator('[data-invoice-id]').first()
      await card.waitFor()
      assert((await page.getByRole('table', { name: 'Invoices' }).count()) === 0, 'no invoices table at 390 px')
      const button = card.getByRole('button', { name: 'Download' })
      await button.scrollIntoViewIfNeeded()
      await settle(page)
      const box = (await button.boundingBox())!
      assert(box.x >= 0 && box.x + box.width <= 390, `Download is within the screen, got ${JSON.stringify(box)}`)
      const [phoneDownload] = await Promise.all([page.waitForEvent('download'), button.click()])
      assert(phoneDownload.suggestedFilename().endsWith('.pdf'), 'the card downloads the PDF')
      await screenshot(page, 'costs-billing-invoices-390')
    },
  },
]

export default specs
