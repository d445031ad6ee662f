import t from 'tap'
import { parseTranscript } from '../../src/modules/meetings/transcripts/index.js'
import { MAX_BYTES, MAX_TRANSCRIPTS } from './max-transcripts.js'
import { cpuMsOf } from '../helpers/cpu-time.js'

// About a second of CPU each. The bound is on CPU time, which other processes on a busy machine do not stretch;
// the quadratic parsers this guards against took minutes at this size.
const BOUND_MS = 20_000

for (const [name, { text, format }] of Object.entries(MAX_TRANSCRIPTS)) {
  t.test(`${name}: ${MAX_BYTES / 1024 / 1024} MB parse in linear time`, async (t) => {
    const input = text()
    t.ok(input.length > MAX_BYTES * 0.99, 'the file is at the upload limit')
    const { value: segments, ms: took } = cpuMsOf(() => parseTranscript(input, format))
    t.ok(segments.length > 0, `${segments.length} segments`)
    t.ok(took < BOUND_MS, `parsed in ${Math.round(took)} ms`)
  })
}
