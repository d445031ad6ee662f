import { EVAL_SET, evalSegments } from './test/analysis/eval/index.js'
import { runBuiltin } from './src/modules/analysis/builtin/index.js'
for (const id of process.argv.slice(2)) {
  const t = EVAL_SET.find((x) => x.id === id)!
  const o = runBuiltin({ kind: t.type === 'interview' ? 'recruiter' : 'negotiation', segments: evalSegments(t), meetingDate: t.meetingDate, subject: t.subject })
  console.log('##', id, '\n' + o.summary)
  console.log((o.content as any).overview.keyPhrases.map((k: any) => k.phrase).join(' | '))
}
