import type { E2eSpec } from '../context.js'

const spec: E2eSpec = {
  name: 'a signed-out visit to a protected path goes to /login?to=… and returns there after sign-in',
  async run({ page, signIn, expectUrl }) {
    await page.goto('/meetings/MeetingList')
    await expectUrl(page, '/login?to=%2Fmeetings%2FMeetingList')
    await signIn(page, 'client@example.com', 'demo-client')
    await expectUrl(page, '/meetings/MeetingList')
    await page.locator('main h1').first().waitFor() // the screen rendered (real or coming-soon)
  },
}

export default spec
