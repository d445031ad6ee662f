import { assert, type E2eSpec } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

const spec: E2eSpec = {
  name: 'academy: tick a lecture complete and find it ticked after a reload; my courses keeps its filters in the address',
  async run(ctx) {
    const { page, screenshot } = ctx
    await signInAdmin(ctx, '/apps/academy/course-details')
    await page.getByRole('heading', { name: 'Course content' }).waitFor()
    const open = page
      .getByRole('checkbox', { name: / done$/ })
      .and(page.locator(':not(:checked)'))
      .first()
    const name = (await open.getAttribute('aria-label'))!
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/apps/academy/course-details/lectures') && r.status() === 200),
      open.check(),
    ])
    await page.reload()
    const again = page.getByRole('checkbox', { name, exact: true })
    await again.waitFor()
    assert(await again.isChecked(), `${name} is still ticked after a reload`)
    await expectNoSeriousA11yViolations(page, 'course details')
    await screenshot(page, 'sandbox-course-details')
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/apps/academy/course-details/lectures') && r.status() === 200),
      again.uncheck(),
    ])

    await page.goto('/apps/academy/my-course')
    await page.getByRole('list', { name: 'Courses' }).getByRole('listitem').first().waitFor()
    await page.getByRole('switch', { name: 'Hide completed' }).check()
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('design')
    await page.waitForFunction(
      () => location.search.includes('q=design') && location.search.includes('hideCompleted=true'),
    )
    await page.reload()
    await page.getByRole('list', { name: 'Courses' }).getByRole('listitem').first().waitFor()
    assert(await page.getByRole('switch', { name: 'Hide completed' }).isChecked(), 'hide completed kept after a reload')
    assert(
      (await page.getByRole('searchbox', { name: 'Search courses' }).inputValue()) === 'design',
      'search kept after a reload',
    )
    const done = await page.getByRole('list', { name: 'Courses' }).getByText('Completed', { exact: true }).count()
    assert(done === 0, 'no completed course shown')
    await expectNoSeriousA11yViolations(page, 'my courses')
    await screenshot(page, 'sandbox-my-course')

    await page.goto('/apps/academy/dashboard')
    await page.getByRole('table', { name: 'Courses' }).getByRole('row').nth(1).waitFor()
    await expectNoSeriousA11yViolations(page, 'academy dashboard')
    await screenshot(page, 'sandbox-academy-dashboard')
  },
}

export default spec
