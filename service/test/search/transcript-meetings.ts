import type { Api } from '../helpers/product.js'

/** A WebVTT transcript of `[speaker, second, text]` lines, 4 s each. */
export const vtt = (lines: [string, number, string][]) =>
  `WEBVTT\n\n${lines
    .map(([speaker, at, text]) => {
      const ts = (s: number) =>
        `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`
      return `${ts(at)} --> ${ts(at + 4)}\n<v ${speaker}>${text}\n`
    })
    .join('\n')}`

/** A meeting with those lines uploaded as its transcript; its id. */
export async function meeting(client: Api, title: string, lines: [string, number, string][]) {
  const created = await client.post('/api/meetings', {
    title,
    kind: 'other',
    scheduledAt: '2026-10-01T09:00:00.000Z',
    durationMinutes: 30,
  })
  const id = created.json().id as string
  const up = await client.put(`/api/meetings/${id}/transcript`, vtt(lines), 'text/vtt')
  if (up.statusCode !== 200) throw new Error(`upload: ${up.statusCode} ${up.body}`)
  return id
}
