import type { clients } from './helpers.js'
import { ANSWERS } from './helpers.js'

/** A WebM recording as far as the service looks at it: the EBML header, then bytes. */
export const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]),
  Buffer.alloc(2000, 7),
])

/** Consents, answers the text questions and opens the first recorded one; returns its id. */
export async function upToMedia(
  candidate: ReturnType<typeof clients>['candidate'],
  uid: string,
  questions: { id: string; practice: boolean; mode: string }[],
) {
  await candidate.open(uid)
  for (const q of questions.filter((x) => !x.practice)) {
    await candidate.openQuestion(uid, q.id)
    if (q.mode !== 'text') return q.id
    await candidate.answer(uid, q.id, ANSWERS[q.id] ?? 'An answer.')
  }
  throw new Error('no recorded question')
}
