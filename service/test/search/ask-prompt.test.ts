import t from 'tap'
import { parseAskReply, verifyQuotes } from '../../src/modules/search/ask-prompt.js'

const line = (text: string, startMs: number) => ({
  meetingId: '00000000-0000-4000-8000-000000000001',
  meetingTitle: 'Budget review',
  speaker: 'Anna',
  startMs,
  text,
  rank: 0.5,
})
const LINES = [line('The budget was over by ten percent.', 5000), line('Write to b***@***.com about it.', 9000)]

t.test('a quote is kept only when it is verbatim in the line it cites', async (t) => {
  const { quotes, dropped } = verifyQuotes(LINES, [
    { line: 'L1', quote: '“over by ten percent”' },
    { line: 'L1', quote: 'over by ten percent' },
    { line: 'L1', quote: 'The budget was over by 10%.' },
    { line: 'L2', quote: 'The budget was over' },
    { line: 'L3', quote: 'The budget' },
    { line: 'L2', quote: 'Write to boris@example.com' },
    { line: 'L2', quote: '.' },
  ])
  t.same(
    quotes.map((q) => [q.text, q.startMs]),
    [['over by ten percent', 5000]],
    'wrapping quotation marks aside, once',
  )
  t.equal(dropped, 5, 'a paraphrase, the wrong line, an id not given, a guessed hidden value, a lone mark')
})

t.test('the reply is read leniently but must have an answer', async (t) => {
  t.same(parseAskReply('```json\n{"answer":" Yes. ","quotes":[{"line":"L1","quote":"x"},{"line":2}]}\n```'), {
    answer: 'Yes.',
    quotes: [{ line: 'L1', quote: 'x' }],
  })
  t.equal(parseAskReply('{"quotes":[]}'), null)
  t.equal(parseAskReply('not json'), null)
})
