import { startFakeBbb } from '../../../service/test/helpers/fake-bbb.js'
import { assert, type E2eSpec } from '../context.js'

const spec: E2eSpec = {
  name: 'bbb: an organization admin with no server is told so, registers its own (a BigBlueButton double), starts a conference and joins it',
  async run({ page, signIn, screenshot }) {
    const fake = await startFakeBbb()
    try {
      await signIn(page, 'admin@example.com', 'demo-admin', '/meetings/MeetingList')
      const title = `Admin conference ${Date.now()}`
      await page.getByRole('button', { name: 'New meeting' }).click()
      const create = page.getByRole('dialog')
      await create.getByLabel('Title').fill(title)
      await create.getByRole('button', { name: 'Create' }).click()
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      const meetingId = new URL(page.url()).pathname.split('/').pop()!

      // No server yet: the page says so and who can add one, and offers no Start that would fail.
      await page.goto('/main/MainConference')
      const row = page.locator(`[data-conference="${meetingId}"]`)
      await row.waitFor()
      await page.getByTestId('no-server').waitFor()
      assert((await row.getByRole('button', { name: 'Start conference' }).count()) === 0, 'no Start without a server')
      // The shared short date ("Dec 12, 2026, 9:00 AM", no seconds) and a Fluent link, not the browser's blue.
      const rowText = await row.innerText()
      assert(!/\d\/\d/.test(rowText) && !/:\d\d:\d\d/.test(rowText), `a short spelled-out date: ${rowText}`)
      assert((await row.locator('a:not(.fui-Link)').count()) === 0, 'the title is a Fluent link')
      await screenshot(page, 'bbb-admin-no-server')
      await page.getByTestId('no-server').getByRole('button', { name: 'Register a server' }).click()

      // The admin registers the organization's own server from the BBB monitor.
      await page.waitForURL((url) => url.pathname === '/BBB_monitor/BBBMonitorList')
      const name = `acme-bbb-${Date.now()}`
      await page.getByRole('button', { name: 'Register server' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.locator('input[name="name"]').fill(name)
      await dialog.locator('input[name="url"]').fill(fake.url)
      await dialog.locator('input[name="secret"]').fill(fake.secret)
      await dialog.getByRole('button', { name: 'Save' }).click()
      await page.getByText(`${name} saved`).waitFor()
      const server = page.locator(`tr[data-server="${name}"]`)
      await server.getByText("Your organization's").waitFor()
      // The poller reaches it within a few seconds (the e2e service polls every 2 s); the list refreshes itself.
      const deadline = Date.now() + 60_000
      while ((await server.locator('[data-status]').getAttribute('data-status')) !== 'online') {
        assert(Date.now() < deadline, 'the registered server goes online')
        await page.waitForTimeout(1000)
        await page.reload()
        await server.waitFor()
      }
      await screenshot(page, 'bbb-admin-registered')

      // Start the meeting on it and join as its moderator.
      await page.goto('/main/MainConference')
      await row.getByRole('button', { name: 'Start conference' }).click()
      await page.getByRole('tab', { name: 'Live', selected: true }).waitFor()
      const live = page.locator(`[data-conference="${meetingId}"]`)
      await live.getByRole('button', { name: 'Join as moderator' }).waitFor()
      assert((await live.textContent())?.includes(name), 'the conference runs on the organization’s server')
      assert(fake.meetings.has(meetingId), 'the meeting was created on the double')
      await screenshot(page, 'bbb-admin-live')
      await live.getByRole('button', { name: 'Join as moderator' }).click()
      await page.waitForURL((url) => url.port === new URL(fake.url).port && url.pathname.startsWith('/client/'), {
        timeout: 15_000,
      })
      await page.getByText('Fake BigBlueButton client').waitFor()
      assert(
        fake.meetings.get(meetingId)!.attendees.some((a) => a.role === 'MODERATOR'),
        'joined the double’s meeting as moderator',
      )
    } finally {
      await fake.close()
    }
  },
}

export default spec
