import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { fileSegments, textSegments, UnsupportedSourceError } from '../../src/modules/llm/source-text.js'

const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name))
const EXPECTED = [
  { speaker: 'Anna', text: 'We decided to move the launch to March.' },
  { speaker: 'Boris', text: 'I will send the revised budget by Friday.' },
]

t.test('Word and PDF files are read through their extraction libraries', async (t) => {
  for (const name of ['meeting-notes.docx', 'meeting-notes.pdf']) {
    const segments = await fileSegments(name, fixture(name))
    t.match(segments, EXPECTED, name)
  }
})

t.test('transcript formats are detected; prose becomes paragraphs with reading-pace times', async (t) => {
  t.match(
    await fileSegments('a.vtt', Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Maria>Hello there.\n')),
    [{ speaker: 'Maria', startMs: 1000, text: 'Hello there.' }],
  )
  const prose = textSegments(
    'The quarterly results came in above plan.\n\nMarketing spend will be reviewed next month, and hiring stays frozen.',
  )
  t.equal(prose.length, 2)
  t.match(prose[0], { speaker: 'Document', startMs: 0 })
  t.ok(prose[1].startMs > 0, 'times increase')
})

t.test('other file types are refused naming the accepted ones', async (t) => {
  const err = await fileSegments('slides.pptx', Buffer.from('x')).catch((e: unknown) => e)
  t.ok(err instanceof UnsupportedSourceError)
  t.match(err, { message: /\.txt.*\.vtt.*\.srt.*\.json.*\.docx.*\.pdf/ })
})
