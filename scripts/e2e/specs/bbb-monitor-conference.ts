import { startFakeBbb } from '../../../service/test/helpers/fake-bbb.js'
import { assert, type E2eSpec } from '../context.js'

/** Polls a condition with page reloads (the poller runs every BBB_POLL_SECONDS on the service). */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 1000))
  }
}

const spec: E2eSpec = {
  name: 'bbb: register the fake server, watch it go online, open its live meeting, start a conference and follow the join redirect',
  async run({ page, context, signIn, screenshot }) {
    const fake = await startFakeBbb()
    try {
      fake.addMeeting({
        meetingID: 'all-hands',
        name: 'Weekly all-hands',
        createTime: Date.now() - 40 * 60_000,
        attendees: [
          { userID: 'u1', fullName: 'Maria Host', role: 'MODERATOR', hasVideo: true, hasJoinedVoice: true },
          { userID: 'u2', fullName: 'Tom Viewer', role: 'VIEWER', isListeningOnly: true },
        ],
      })
      const name = `fake-bbb-${Date.now()}`
      await signIn(page, 'superadmin@example.com', 'demo-superadmin', '/BBB_monitor/BBBMonitorList')
      await page.getByRole('button', { name: 'Register server' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.locator('input[name="name"]').fill(name)
      await dialog.locator('input[name="url"]').fill(fake.url)
      await dialog.locator('input[name="secret"]').fill(fake.secret)
      await dialog.getByRole('button', { name: 'Save' }).click()
      await page.getByText(`${name} saved`).waitFor()

      const row = page.locator(`tr[data-server="${name}"]`)
      await until(async () => {
        await page.reload()
        await row.waitFor()
        return (await row.locator('[data-status]').getAttribute('data-status')) === 'online'
      }, 'the server to go online')
      assert((await row.textContent())?.includes('3.0.4'), 'the version is shown')
      await screenshot(page, 'bbb-monitor-list')

      await row.getByRole('link', { name }).click()
      await page.getByRole('heading', { level: 1, name }).waitFor()
      const meeting = page.locator('tr[data-meeting="all-hands"]')
      await meeting.waitFor()
      assert((await meeting.textContent())?.includes('Maria Host'), 'attendees are listed')
      await page.getByRole('tab', { name: '1 hour' }).click()
      await screenshot(page, 'bbb-monitor-detail')

      // An admin of the organization starts a meeting as a conference and is sent into it.
      await context.clearCookies()
      await page.evaluate(() => {
        localStorage.clear()
        sessionStorage.clear()
      })
      await signIn(page, 'admin@example.com', 'demo-admin', '/meetings/MeetingList')
      const title = `E2E conference ${Date.now()}`
      await page.getByRole('button', { name: 'New meeting' }).click()
      const create = page.getByRole('dialog')
      await create.getByLabel('Title').fill(title)
      await create.getByRole('button', { name: 'Create' }).click()
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      const meetingId = new URL(page.url()).pathname.split('/').pop()!

      await page.goto('/main/MainConference')
      const upcoming = page.locator(`[data-conference="${meetingId}"]`)
      await upcoming.getByRole('button', { name: 'Start conference' }).click()
      await page.getByRole('tab', { name: 'Live', selected: true }).waitFor()
      const live = page.locator(`[data-conference="${meetingId}"]`)
      await live.getByRole('button', { name: 'Join as moderator' }).waitFor()
      assert(fake.meetings.has(meetingId), 'the meeting was created on the fake server')
      await screenshot(page, 'bbb-conference-live')

      // A guest invitation: the link opens the guest entry, a name sends the guest in as a viewer.
      await live.getByRole('button', { name: 'Guests' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Create link' }).click()
      const invite = await page.locator('input[name="guest-url"]').inputValue()
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
      const guest = await context.newPage()
      await guest.goto(new URL(invite).pathname + new URL(invite).search)
      await guest.getByRole('heading', { level: 1, name: title }).waitFor()
      await guest.locator('input[name="name"]').fill('Gina Guest')
      await screenshot(guest, 'bbb-guest-entry')
      await guest.getByRole('button', { name: 'Join the conference' }).click()
      await guest.waitForURL((url) => url.port === new URL(fake.url).port)
      assert(
        fake.meetings.get(meetingId)!.attendees.some((a) => a.fullName === 'Gina Guest' && a.role === 'VIEWER'),
        'the guest joined as a viewer',
      )
      await guest.close()
      await live.getByRole('button', { name: 'Join as moderator' }).click()
      await page.waitForURL((url) => url.port === new URL(fake.url).port && url.pathname.startsWith('/client/'))
      await page.getByText('Fake BigBlueButton client').waitFor()
      assert(
        fake.meetings.get(meetingId)!.attendees.some((a) => a.role === 'MODERATOR'),
        'joined as moderator',
      )
    } finally {
      await fake.close()
    }
  },
}

export default spec
