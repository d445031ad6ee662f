import { assert, type E2eSpec } from '../context.js'

const spec: E2eSpec = {
  name: 'at 390 px the meetings list is stacked cards with the status in view',
  async run({ page, signIn, screenshot }) {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, 'admin@example.com', 'demo-admin', '/meetings/MeetingList')
    const list = page.getByRole('list', { name: 'Meetings' })
    await list.waitFor()
    const first = list.getByRole('listitem').first()
    await first.waitFor()
    const badge = await first.locator('.fui-Badge').first().boundingBox()
    assert(badge && badge.x + badge.width <= 390, `the status badge is on screen (${JSON.stringify(badge)})`)
    // The list itself fits the screen (the app bar's own width is the shell's matter).
    const box = await list.boundingBox()
    assert(box && box.x + box.width <= 390, `the list fits 390 px (${JSON.stringify(box)})`)
    await screenshot(page, 'analysis-meetings-390')
  },
}

export default spec
