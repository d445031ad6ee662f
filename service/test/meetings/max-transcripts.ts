import type { TranscriptFormat } from '../../src/modules/meetings/transcripts/index.js'

/** The upload limit: every parser must take a file of this size in time linear in it. */
export const MAX_BYTES = 20 * 1024 * 1024

const fill = (unit: (i: number) => string, head = '', tail = '') => {
  const parts = [head]
  let n = head.length + tail.length
  for (let i = 0; n < MAX_BYTES - 200; i++) {
    const u = unit(i)
    parts.push(u)
    n += u.length
  }
  parts.push(tail)
  return parts.join('')
}
const pad = (n: number) => String(n).padStart(2, '0')
const ts = (s: number, sep = '.') =>
  `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}${sep}000`

/**
 * Worst cases seen from outside: untimed plain lines (a quadratic rescan once took 131 s for 8 MB), wrapped
 * lines, cue files, one endless cue full of unclosed tags (a `[^>]*` tag pattern rescans to the cue's end at
 * every `<`), and a JSON array.
 */
export const MAX_TRANSCRIPTS: Record<string, { text: () => string; format: TranscriptFormat; contentType: string }> = {
  'plain, untimed lines': {
    text: () => fill((i) => `Speaker${i % 7 ? 'A' : 'B'}: some words here and there\n`),
    format: 'plain',
    contentType: 'text/plain',
  },
  'plain, timed then untimed': {
    text: () => fill((i) => (i % 2 ? `Anna: untimed words\n` : `[${ts(i)}] Bob: timed words\n`).replace('.000]', ']')),
    format: 'plain',
    contentType: 'text/plain',
  },
  'plain, wrapped lines': {
    text: () => fill(() => 'a wrapped continuation line\n', 'Anna: start\n'),
    format: 'plain',
    contentType: 'text/plain',
  },
  'vtt, cues': {
    text: () => fill((i) => `${ts(i)} --> ${ts(i + 1)}\n<v Anna>hello &amp; world</v>\n\n`, 'WEBVTT\n\n'),
    format: 'vtt',
    contentType: 'text/vtt',
  },
  'vtt, one cue of unclosed tags': {
    // As the W3C cue text parser reads it, an unclosed tag runs to the end of the cue: the words before it stay.
    text: () => fill(() => '<v a <v b <x ', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nhello '),
    format: 'vtt',
    contentType: 'text/vtt',
  },
  'srt, cues': {
    text: () => fill((i) => `${i + 1}\n${ts(i, ',')} --> ${ts(i + 1, ',')}\nAnna: hello <i>there</i>\n\n`),
    format: 'srt',
    contentType: 'application/x-subrip',
  },
  'srt, one cue of unclosed tags': {
    text: () => fill(() => '<font <font ', '1\n00:00:01,000 --> 00:00:02,000\n'),
    format: 'srt',
    contentType: 'application/x-subrip',
  },
  'json, segments': {
    text: () =>
      fill((i) => `${i ? ',' : ''}{"speaker":"Anna","startMs":${i},"endMs":${i + 1},"text":"hello there"}`, '[', ']'),
    format: 'json',
    contentType: 'application/json',
  },
}
