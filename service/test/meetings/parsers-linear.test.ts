import t from 'tap'
import { parseTranscript } from '../../src/modules/meetings/transcripts/index.js'
import { MAX_BYTES, MAX_TRANSCRIPTS } from './max-transcripts.js'

// About a second each on an idle machine. The bound is generous for a busy CI machine; the quadratic
// parsers this guards against took minutes at this size.
const BOUND_MS = 20_000

for (const [name, { text, format }] of Object.entries(MAX_TRANSCRIPTS)) {
  t.test(`${name}: ${MAX_BYTES / 1024 / 1024} MB parse in linear time`, async (t) => {
    const input = text()
    t.ok(input.length > MAX_BYTES * 0.99, 'the file is at the upload limit')
    const started = performance.now()
    const segments = parseTranscript(input, format)
    const took = performance.now() - started
    t.ok(segments.length > 0, `${segments.length} segments`)
    t.ok(took < BOUND_MS, `parsed in ${Math.round(took)} ms`)
  })
}
