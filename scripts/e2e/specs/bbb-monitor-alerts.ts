import type { Page } from 'playwright-core'
import { startFakeBbb } from '../../../service/test/helpers/fake-bbb.js'
import { assert, chooseLanguage, settle, until, type E2eSpec } from '../context.js'

/** Nothing wider than the phone's screen: the page itself never scrolls sideways (tables scroll in their card). */
async function fitsWidth(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  assert(overflow <= 1, `${what}: the page is ${overflow} px wider than the screen`)
}

const spec: E2eSpec = {
  name: 'bbb monitor at 390 px: a participants threshold raises a visible alert, charts and meetings seen, English and Arabic, cleared when back under',
  async run({ page, signIn, screenshot }) {
    page.setDefaultTimeout(30_000) // charts and a 2 s poller on a shared machine
    const fake = await startFakeBbb()
    try {
      const meeting = fake.addMeeting({
        meetingID: 'town-hall',
        name: 'Town hall',
        createTime: Date.now() - 25 * 60_000,
        attendees: [
          { userID: 'u1', fullName: 'Maria Host', role: 'MODERATOR', hasVideo: true, hasJoinedVoice: true },
          { userID: 'u2', fullName: 'Tom Viewer', role: 'VIEWER', hasJoinedVoice: true },
          { userID: 'u3', fullName: 'Lea Listener', role: 'VIEWER', isListeningOnly: true },
        ],
      })
      const now = Date.now()
      fake.recordings.push({
        recordID: 'rec-processing',
        meetingID: 'earlier',
        name: 'Earlier meeting',
        startTime: now - 3_600_000,
        endTime: now - 1_800_000,
        metadata: {},
        state: 'processing',
      })
      await page.setViewportSize({ width: 390, height: 844 })
      await signIn(page, 'superadmin@example.com', 'demo-superadmin')
      await chooseLanguage(page, 'English')
      const name = `alerting-bbb-${Date.now()}`
      await page.goto('/BBB_monitor/BBBMonitorList')
      await page.getByRole('button', { name: 'Register server' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.locator('input[name="name"]').fill(name)
      await dialog.locator('input[name="url"]').fill(fake.url)
      await dialog.locator('input[name="secret"]').fill(fake.secret)
      await dialog.getByRole('button', { name: 'Save' }).click()
      await page.getByText(`${name} saved`).waitFor()
      const row = page.locator(`tr[data-server="${name}"]`)
      // The first poll of a new server: the 2 s poll chain on a busy machine, so a longer bound than one screen's.
      await until(
        async () => (
          await page.reload(),
          (await row.locator('[data-status]').getAttribute('data-status', { timeout: 10_000 })) === 'online'
        ),
        'the server to go online',
        60_000,
      )

      // Its monitor: a limit of 2 participants under the meeting's 3 raises the alert at once.
      await row.getByRole('link', { name }).click()
      await page.getByRole('heading', { level: 1, name }).waitFor()
      const form = page.getByRole('form', { name: 'Alert thresholds' })
      await form.locator('input[name="maxParticipants"]').fill('2')
      await form.getByRole('button', { name: 'Save thresholds' }).click()
      await form.getByText('Thresholds saved').waitFor()
      const alert = page.locator('[data-alert="participants"]')
      await alert.waitFor()
      const alertText = (await alert.textContent()) ?? ''
      assert(alertText.includes('3 participants, over the limit of 2'), `the alert says what crossed: ${alertText}`)

      // The charts over one hour, with the new series drawn, and the meeting with its peak.
      await page.getByRole('tab', { name: '1 hour' }).click()
      // A single sample draws a dot and no curve yet: the chart is shown and its line exists.
      for (const chart of ['participants', 'meetings', 'streams', 'recordingsProcessing', 'latencyMs']) {
        await page.locator(`figure[data-chart="${chart}"] .recharts-cartesian-grid`).waitFor()
        await page.locator(`figure[data-chart="${chart}"] .recharts-line`).first().waitFor({ state: 'attached' })
      }
      assert(
        (await page.locator('figure[data-chart="streams"] .recharts-line').count()) === 2,
        'voice and video share a chart',
      )
      const seen = page.locator('tr[data-history-meeting="town-hall"]')
      await seen.waitFor()
      assert((await seen.locator('[data-peak]').textContent()) === '3', 'the meeting’s peak participants')
      await settle(page)
      await fitsWidth(page, 'monitor en at 390')
      await screenshot(page, 'bbb-alerts-monitor-390-en')

      // The list: the alert names its server, the server's row carries a badge.
      await page.goto('/BBB_monitor/BBBMonitorList')
      await page.locator('[data-alert="participants"]', { hasText: name }).waitFor()
      await row.locator('[data-alerts="1"]').waitFor()
      await settle(page)
      await fitsWidth(page, 'list en at 390')
      await screenshot(page, 'bbb-alerts-list-390-en')

      // Arabic, right to left, at the same width.
      await chooseLanguage(page, 'العربية')
      await page.locator('[data-alert="participants"]', { hasText: name }).waitFor()
      await settle(page)
      await fitsWidth(page, 'list ar at 390')
      await screenshot(page, 'bbb-alerts-list-390-ar')
      await row.getByRole('link', { name }).click()
      await page.getByRole('heading', { level: 1, name }).waitFor()
      await page.locator('[data-alert="participants"]').waitFor()
      await page.locator('figure[data-chart="streams"] .recharts-cartesian-grid').waitFor()
      await page.locator('tr[data-history-meeting="town-hall"]').waitFor()
      await settle(page)
      await fitsWidth(page, 'monitor ar at 390')
      await screenshot(page, 'bbb-alerts-monitor-390-ar')

      // Back under the limit: the next poll clears the alert and the screen drops it (it re-reads every 10 s).
      meeting.attendees.splice(2)
      await until(
        async () => (await page.locator('[data-alert]').count()) === 0,
        'the alert to clear once the meeting is back under the limit',
        90_000,
      )
    } finally {
      await chooseLanguage(page, 'English').catch(() => undefined)
      await fake.close()
    }
  },
}

export default spec
