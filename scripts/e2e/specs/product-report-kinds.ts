import { assert, type E2eSpec } from '../context.js'

/** Each kind and the heading of its first section (locales/en/reportKinds.json). */
const KINDS: [kind: string, heading: string][] = [
  ['self', 'Scores'],
  ['recruiter', 'Scorecard'],
  ['negotiation', 'Agreement'],
  ['digital-profile', 'Traits'],
  ['belbin', 'Team-role signals'],
  ['competence', 'Competences'],
  ['info-security', 'Risk'],
  ['active-analysis', 'Listening by speaker'],
  ['alfa', 'Sections'],
]

const specs: E2eSpec[] = [
  {
    name: 'a ready report of every kind shows its own sections and the conversation overview',
    async run({ page, signIn, screenshot }) {
      const login = await page.request.post('/api/auth/login', {
        data: { email: 'admin@example.com', password: 'demo-admin' },
      })
      const auth = { authorization: `Bearer ${(await login.json()).accessToken}` }
      await signIn(page, 'admin@example.com', 'demo-admin')
      for (const [kind, heading] of KINDS) {
        const list = await page.request.get(`/api/reports?kind=${kind}&status=ready&itemsPerPage=1`, { headers: auth })
        const [report] = (await list.json()).reports as { id: string; title: string }[]
        assert(report, `the demo data has a ready ${kind} report`)
        await page.goto(`/reports/${report.id}`)
        await page.getByRole('heading', { level: 1, name: report.title }).waitFor()
        await page.getByRole('heading', { name: heading, exact: true }).first().waitFor()
        await page.getByRole('heading', { name: /^Conversation overview/ }).waitFor()
        assert(
          (await page.getByText("This report's content does not match its kind").count()) === 0,
          `the ${kind} report renders`,
        )
        await screenshot(page, `report-kind-${kind}`)
      }
    },
  },
]

export default specs
