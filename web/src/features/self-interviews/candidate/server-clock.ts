/**
 * The server is the clock: deadlines come from it, and the browser's clock may be off. The offset
 * measured when a state arrives turns a server deadline into milliseconds left on this device.
 */
export function serverOffset(serverTime: string, receivedAt = Date.now()): number {
  return new Date(serverTime).getTime() - receivedAt
}

export function msLeft(deadline: string | null | undefined, offset: number, now = Date.now()): number {
  if (!deadline) return 0
  return Math.max(0, new Date(deadline).getTime() - (now + offset))
}

/** m:ss for a countdown. */
export function clock(ms: number): string {
  const total = Math.ceil(ms / 1000)
  const m = Math.floor(total / 60)
  const s = total % 60
  return `${m}:${String(s).padStart(2, '0')}`
}

/** Which phase a question is in, from its deadlines. */
export function phaseOf(
  q: { thinkDeadline: string | null; answerDeadline: string | null; status: string },
  offset: number,
  now = Date.now(),
): 'pending' | 'think' | 'answer' | 'over' {
  if (q.status === 'answered') return 'over'
  if (!q.thinkDeadline || !q.answerDeadline) return 'pending'
  if (msLeft(q.thinkDeadline, offset, now) > 0) return 'think'
  if (msLeft(q.answerDeadline, offset, now) > 0) return 'answer'
  return 'over'
}
