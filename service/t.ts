import { EVAL_SET, evalSegments } from './test/analysis/eval/index.js'
import { runBuiltin } from './src/modules/analysis/builtin/index.js'
for (const t of EVAL_SET.filter((x) => x.split === 'dev' && process.argv.slice(2).some((a) => x.id.includes(a)))) {
  const c = runBuiltin({ kind: 'negotiation', segments: evalSegments(t), meetingDate: t.meetingDate }).content as any
  console.log('##', t.id)
  for (const a of c.overview.actionItems) console.log(`  - ${a.owner}: ${a.text} [${a.due} → ${a.dueDate}]`)
  for (const d of c.overview.decisions) console.log(`  * ${d.text}  (${d.quotes.length} quotes)`)
}
