import { assert, type E2eSpec } from '../context.js'
import { timeStep, totp } from '../totp.js'

// The two-steps pages are the code step of a sign-in: six boxes (typing moves on, Backspace goes back, paste
// fills them), wired to POST /api/auth/two-steps with the challenge the password step left in this tab.
const spec: E2eSpec = {
  name: 'two-steps v1/v2: six code boxes with paste, auto-advance and Backspace finish a real two-step sign-in',
  async run({ page, screenshot }) {
    const email = `two.steps.${Date.now()}@example.org`
    const password = 'Correct-Horse-Battery-9'
    const registered = await page.request.post('/api/auth/register', {
      data: { fullName: 'Two Steps', email, password },
    })
    assert(registered.status() === 201, `registered (${registered.status()})`)
    const { accessToken } = (await registered.json()) as { accessToken: string }
    const auth = { authorization: `Bearer ${accessToken}` }
    const setup = await page.request.post('/api/account/two-step/setup', { headers: auth })
    const { secret } = (await setup.json()) as { secret: string }
    const enabledAt = timeStep()
    const enabled = await page.request.post('/api/account/two-step/enable', {
      headers: auth,
      data: { code: totp(secret) },
    })
    assert(enabled.ok(), `two-step enabled (${enabled.status()} ${await enabled.text()})`)

    // Without a sign-in waiting for a code, the page says so and the boxes wait.
    await page.goto('/pages/authentication/two-steps-v1')
    const boxes = page.getByRole('group', { name: 'Verification code' }).getByRole('textbox')
    await boxes.first().waitFor()
    assert((await boxes.count()) === 6, 'six boxes')
    assert(await boxes.first().isDisabled(), 'disabled without a challenge')
    await screenshot(page, 'auth-two-step-code-boxes-v1-waiting')

    // The password step leaves the challenge; the two-steps page finishes it.
    await page.goto('/pages/authentication/login-v2')
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill(password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('group', { name: 'Verification code' }).waitFor()
    await page.goto('/pages/authentication/two-steps-v2')
    await boxes.first().waitFor()
    assert(!(await boxes.first().isDisabled()), 'enabled with a challenge')

    // Typing moves on; Backspace on an empty box clears the one before and goes back.
    await boxes.first().focus()
    await page.keyboard.type('12')
    assert(
      (await boxes.nth(0).inputValue()) === '1' && (await boxes.nth(1).inputValue()) === '2',
      'typed digits land in consecutive boxes',
    )
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Backspace')
    assert(
      (await boxes.nth(0).inputValue()) === '' && (await boxes.nth(1).inputValue()) === '',
      'Backspace empties backwards',
    )
    // Paste fills all six.
    while (timeStep() <= enabledAt) await page.waitForTimeout(500)
    const code = totp(secret)
    await boxes.first().focus()
    await page.evaluate(
      (text) => {
        const data = new DataTransfer()
        data.setData('text', text)
        document.activeElement!.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        )
      },
      `${code.slice(0, 3)} ${code.slice(3)}`,
    )
    for (let i = 0; i < 6; i++)
      assert((await boxes.nth(i).inputValue()) === code[i], `box ${i + 1} holds digit ${i + 1}`)
    await screenshot(page, 'auth-two-step-code-boxes-v2-filled')
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/pages/authentication'))
  },
}

export default spec
