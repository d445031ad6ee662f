import { assert, type E2eSpec, chooseLanguage } from '../context.js'

// Arabic sets <html lang=ar dir=rtl> and mirrors the layout: the navigation moves to the right edge.
const spec: E2eSpec = {
  name: 'choosing Arabic sets dir=rtl, mirrors the layout and survives a reload',
  async run({ page, signIn, expectUrl, screenshot }) {
    await page.goto('/login')
    await signIn(page, 'admin@example.com', 'demo-admin')
    await expectUrl(page, '/meetings/MeetingList')
    await chooseLanguage(page, 'العربية')
    await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar')
    const nav = await page.getByTestId('side-nav-inline').boundingBox()
    assert(nav && nav.x > 700, `the navigation sits on the right (x=${nav?.x})`)
    await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).waitFor()
    await screenshot(page, 'shell-arabic-rtl')

    await page.reload()
    assert((await page.getAttribute('html', 'dir')) === 'rtl', 'the direction is applied before the bundle runs')
    await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).waitFor()

    await chooseLanguage(page, 'English')
    await page.waitForFunction(() => document.documentElement.dir === 'ltr' && document.documentElement.lang === 'en')
  },
}

export default spec
