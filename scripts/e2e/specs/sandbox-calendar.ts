import { assert, reloadUntil, type E2eSpec } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

const spec: E2eSpec = {
  name: 'calendar: add an all-day event in the drawer, drag it to another day, find it there after a reload, delete it',
  async run(ctx) {
    const { page, screenshot } = ctx
    await signInAdmin(ctx, '/apps/calendar')
    await page.locator('.fc-daygrid-day').first().waitFor()
    await expectNoSeriousA11yViolations(page, 'calendar')
    await screenshot(page, 'sandbox-calendar')

    const today = new Date()
    const target = new Date(today)
    target.setDate(today.getDate() + (today.getDay() === 6 ? -1 : 1)) // the next cell in the same week row
    await page.getByRole('button', { name: 'Add event' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await drawer.getByText('Enter a title.').waitFor()
    await drawer.getByRole('textbox', { name: /^Title/ }).fill('Drag me e2e')
    await drawer.getByRole('switch', { name: 'All day' }).check()
    await drawer.getByRole('textbox', { name: /^Start/ }).fill(ymd(today))
    await drawer.getByRole('textbox', { name: /^End/ }).fill(ymd(today))
    await expectNoSeriousA11yViolations(page, 'event drawer')
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    const event = page.locator('.fc-event', { hasText: 'Drag me e2e' })
    await page
      .locator(`.fc-daygrid-day[data-date="${ymd(today)}"]`)
      .locator('.fc-event', { hasText: 'Drag me e2e' })
      .waitFor()

    const from = (await event.boundingBox())!
    const cell = (await page.locator(`.fc-daygrid-day[data-date="${ymd(target)}"]`).boundingBox())!
    await page.mouse.move(from.x + 10, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + 30, from.y + from.height / 2, { steps: 5 })
    await page.mouse.move(cell.x + cell.width / 2, cell.y + cell.height / 2, { steps: 15 })
    await page.mouse.up()
    await page
      .locator(`.fc-daygrid-day[data-date="${ymd(target)}"]`)
      .locator('.fc-event', { hasText: 'Drag me e2e' })
      .waitFor()

    // The drop's write runs after the screen moved the event: saved when a reload shows it on its new day.
    const moved = page
      .locator(`.fc-daygrid-day[data-date="${ymd(target)}"]`)
      .locator('.fc-event', { hasText: 'Drag me e2e' })
    await reloadUntil(
      page,
      async () => {
        await event.waitFor()
        return (await moved.count()) === 1
      },
      'the event is on its new day after a reload',
    )
    assert(
      (await page
        .locator(`.fc-daygrid-day[data-date="${ymd(today)}"]`)
        .locator('.fc-event', { hasText: 'Drag me e2e' })
        .count()) === 0,
      'gone from the old day',
    )

    // Category filter: hiding Business hides the new event (created as Business).
    await page.getByRole('checkbox', { name: 'Business' }).uncheck()
    await moved.waitFor({ state: 'detached' })
    await page.getByRole('checkbox', { name: 'Business' }).check()
    await moved.click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await moved.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'week' }).click()
    await screenshot(page, 'sandbox-calendar-week')
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'sandbox-calendar-phone')
  },
}

export default spec
