import { countTokens } from 'gpt-tokenizer'
import t from 'tap'
import { chunkTranscript, unitLine } from '../../src/modules/llm/chunking.js'
import { longTranscript } from './long-transcript.js'

t.test('a 3-hour transcript is chunked within budget, with overlap and without gaps', async (t) => {
  const segments = longTranscript(180)
  const words = segments.reduce((a, s) => a + s.text.split(' ').length, 0)
  t.ok(words > 24_000, `about 27,000 words (${words})`)
  const budget = 2000
  const { units, chunks } = chunkTranscript(segments, { budgetTokens: budget, overlapTokens: 120 })
  t.ok(chunks.length >= 8, `many chunks (${chunks.length})`)
  t.equal(chunks[0].from, 0, 'starts at the first unit')
  t.equal(chunks.at(-1)!.to, units.length, 'ends at the last unit')
  for (let i = 0; i < chunks.length; i++) {
    const c = chunks[i]
    t.ok(c.tokens <= budget, `chunk ${i} within budget (${c.tokens})`)
    // The budget is counted by the tokenizer over the text actually sent.
    t.equal(countTokens(c.text), c.tokens, `chunk ${i} counted by the tokenizer`)
    if (i > 0) {
      const prev = chunks[i - 1]
      t.ok(c.from < prev.to, `chunk ${i} overlaps the previous one`)
      t.ok(c.from > prev.from, `chunk ${i} moves forward`)
      const overlap = units.slice(c.from, prev.to).reduce((a, u) => a + u.tokens, 0)
      t.ok(overlap <= 120 || prev.to - c.from === 1, `small overlap (${overlap} tokens)`)
    }
  }
  // Every utterance appears in some chunk's text, in order.
  const covered = new Set<number>()
  for (const c of chunks) for (let u = c.from; u < c.to; u++) covered.add(u)
  t.equal(covered.size, units.length, 'no unit left out')
  t.ok(
    chunks.every((c) => c.text.startsWith(unitLine(units[c.from]))),
    'chunk text begins with its first unit',
  )
})

t.test('a segment longer than a chunk is cut at token boundaries and nothing is lost', async (t) => {
  const text = Array.from({ length: 3000 }, (_, i) => `word${i}`).join(' ')
  const { units, chunks } = chunkTranscript([{ speaker: 'Anna', startMs: 0, endMs: 1000, text }], {
    budgetTokens: 1000,
    overlapTokens: 50,
  })
  t.ok(units.length > 2, 'split into pieces')
  t.equal(units.map((u) => u.text).join(''), text, 'the pieces join back into the segment')
  t.ok(chunks.every((c) => c.tokens <= 1000))
})
