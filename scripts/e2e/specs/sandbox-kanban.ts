import { assert, reloadUntil, type E2eSpec, chooseLanguage } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

const boardItems = (page: import('playwright-core').Page, board: string) =>
  page
    .getByRole('list', { name: `Items of ${board}` })
    .getByRole('button')
    .allInnerTexts()

const spec: E2eSpec[] = [
  {
    name: 'kanban: a dragged item and a keyboard-moved item stay moved after a reload; a duplicate board title is refused',
    async run(ctx) {
      const { page, screenshot } = ctx
      await signInAdmin(ctx, '/apps/kanban')
      const review = page.getByRole('list', { name: 'Items of In Review' })
      const done = page.getByRole('list', { name: 'Items of Done' })
      await review.getByRole('button').first().waitFor()
      await screenshot(page, 'sandbox-kanban')
      await expectNoSeriousA11yViolations(page, 'kanban')

      // Pointer: the first In Progress item onto the Done board.
      const progressCard = page.getByRole('list', { name: 'Items of In Progress' }).getByRole('button').first()
      const moved = await progressCard.getByTestId('kanban-item-title').innerText()
      const from = (await progressCard.boundingBox())!
      const to = (await done.boundingBox())!
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
      await page.mouse.down()
      await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 })
      await page.mouse.move(to.x + to.width / 2, to.y + to.height - 5, { steps: 12 })
      await page.mouse.up()
      await done.getByRole('button', { name: moved }).waitFor()

      // Keyboard: the first In Review item one board towards the end (Space, arrow, Space).
      const reviewCard = review.getByRole('button').first()
      const keyed = await reviewCard.getByTestId('kanban-item-title').innerText()
      await reviewCard.focus()
      // Space lifts it (the ghost shows); an arrow moves it once the drag layer has measured the boards, which on a
      // busy machine takes a while: the arrow is pressed again until the ghost sits over In Progress (the first
      // board, so an extra press moves it nowhere); Space drops it there.
      const inProgress = page.getByRole('list', { name: 'Items of In Progress' })
      const ghost = page.getByTestId('kanban-ghost').filter({ hasText: keyed }) // the pointer drop's may still fade
      await page.keyboard.press('Space')
      await ghost.waitFor()
      const target = (await inProgress.boundingBox())!
      for (let press = 1; ; press++) {
        await page.keyboard.press('ArrowLeft')
        const deadline = Date.now() + 2_000
        let over = false
        while (!over && Date.now() < deadline) {
          const box = await ghost.boundingBox()
          over = box !== null && box.x + box.width / 2 < target.x + target.width
          if (!over) await page.waitForTimeout(100)
        }
        if (over) break
        assert(press < 8, 'the lifted item moves over In Progress with the arrow key')
      }
      // The ghost glides there; a drop before it has come to rest is not taken as a move.
      for (let last = '', same = 0; same < 2;) {
        await page.waitForTimeout(100)
        const now = JSON.stringify(await ghost.boundingBox())
        same = now === last ? same + 1 : 0
        last = now
      }
      await screenshot(page, 'sandbox-kanban-keyboard')
      await page.keyboard.press('Space')
      await inProgress.getByRole('button', { name: keyed }).waitFor()

      // The order calls run after each drop: saved when a reload shows both moves.
      await reloadUntil(
        page,
        async () => {
          await done.getByRole('button').first().waitFor()
          return (
            (await done.getByRole('button', { name: moved }).count()) === 1 &&
            (await inProgress.getByRole('button', { name: keyed }).count()) === 1
          )
        },
        'both moved items are on their new boards after a reload',
      )
      assert(
        !(await boardItems(page, 'In Review')).some((t) => t.includes(keyed)),
        'the keyboard-moved item left In Review',
      )

      // A duplicate title is refused on the field, in words.
      await page.getByRole('button', { name: 'Add board' }).click()
      await page.getByLabel('Board title').fill('done')
      await page.getByRole('button', { name: 'Add board' }).last().click()
      await page.getByText('A board with this title already exists').waitFor()
      await page.getByLabel('Board title').fill('Backlog')
      await page.getByRole('button', { name: 'Add board' }).last().click()
      await page.getByRole('region', { name: 'Backlog' }).waitFor()

      // Add an item, edit it in the drawer, then delete it.
      const backlog = page.getByRole('region', { name: 'Backlog' })
      await backlog.getByRole('button', { name: 'Add item' }).click()
      await backlog.getByLabel('Title').fill('Write the release notes')
      await backlog.getByRole('button', { name: 'Add item' }).click()
      await backlog.getByRole('button', { name: 'Write the release notes' }).click()
      const drawer = page.getByRole('dialog')
      await drawer.getByLabel('Title').fill('Write the release notes v2')
      await drawer.getByRole('checkbox', { name: 'UX' }).check()
      await screenshot(page, 'sandbox-kanban-drawer')
      await drawer.getByRole('button', { name: 'Save' }).click()
      await backlog.getByRole('button', { name: 'Write the release notes v2' }).waitFor()
      await page.reload()
      await backlog.getByRole('button', { name: 'Write the release notes v2' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
      await backlog.getByText('Write the release notes v2').waitFor({ state: 'detached' })

      await page.setViewportSize({ width: 390, height: 844 })
      await screenshot(page, 'sandbox-kanban-phone')
    },
  },
  {
    name: 'kanban and calendar: a read-only account is told so up front, with no drag instructions or movable items (390 px, Arabic)',
    async run({ page, signIn, screenshot }) {
      await page.setViewportSize({ width: 390, height: 844 })
      await signIn(page, 'demo@example.com', 'demo-demo', '/apps/kanban')
      const items = page.getByRole('list', { name: 'Items of In Review' }).getByRole('listitem')
      await items.first().waitFor()
      const notice = page.getByTestId('sandbox-read-only')
      await notice.getByText('Read-only').waitFor()
      const header = await page.locator('main').innerText()
      assert(!/Drag items|press Space/.test(header), 'no drag instructions for a read-only account')
      assert(
        (await page
          .locator('[aria-roledescription="movable item"], [aria-roledescription="movable board"]')
          .count()) === 0,
        'nothing is offered as movable',
      )
      const card = page.locator('[data-testid^="kanban-item-"]').first()
      assert((await card.evaluate((el) => getComputedStyle(el).cursor)) !== 'grab', 'no grab cursor')
      await screenshot(page, 'sandbox-kanban-read-only-390')
      // The calendar likewise: the notice, and no "click a day to add one, drag or resize".
      await page.goto('/apps/calendar')
      await notice.getByText('Read-only').waitFor()
      await page.getByText('Sample events by category.', { exact: true }).waitFor()
      assert(!/drag or resize/.test(await page.locator('main').innerText()), 'no drag text on the calendar')
      await page.goto('/apps/kanban')
      await items.first().waitFor()

      await chooseLanguage(page, 'العربية')
      await notice.getByText('للقراءة فقط').waitFor()
      await screenshot(page, 'sandbox-kanban-read-only-ar-390')
    },
  },
]

export default spec
