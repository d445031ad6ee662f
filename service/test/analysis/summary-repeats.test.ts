import t from 'tap'
import { runBuiltin } from '../../src/modules/analysis/builtin/index.js'

t.test('a summary names a point once, however often it was said', async (t) => {
  const said = 'I led the migration of our billing service to PostgreSQL and I will send the design document by Friday.'
  const segments = [0, 1, 2].map((i) => ({
    speaker: 'Sofia Martins',
    startMs: i * 20_000,
    endMs: i * 20_000 + 15_000,
    text: said,
  }))
  for (const kind of ['self', 'recruiter'] as const) {
    const lines = runBuiltin({ kind, segments, subject: 'Sofia Martins' })
      .summary.split('\n')
      .filter((l) => l.startsWith('•') || l.startsWith('–'))
    t.ok(lines.length > 0, `${kind}: the summary has points`)
    t.same(lines, [...new Set(lines)], `${kind}: no bullet repeats (${lines.length} lines)`)
  }
})
