/**
 * The interview timer as plain data: a running timer is its end time (so a reload or a sleeping tab
 * loses nothing), a paused one its remaining milliseconds.
 */
export interface TimerState {
  durationMs: number
  remainingMs: number
  endsAt: number | null
  sound: boolean
}

export const PRESETS_MIN = [1, 2, 3, 5, 10] as const
export const initialTimer = (durationMs = 2 * 60_000): TimerState => ({
  durationMs,
  remainingMs: durationMs,
  endsAt: null,
  sound: false,
})

export const remaining = (s: TimerState, now: number) =>
  s.endsAt === null ? s.remainingMs : Math.max(0, s.endsAt - now)
export const running = (s: TimerState, now: number) => s.endsAt !== null && s.endsAt > now

export function start(s: TimerState, now: number): TimerState {
  const left = remaining(s, now)
  return left > 0 ? { ...s, endsAt: now + left } : s
}
export const pause = (s: TimerState, now: number): TimerState => ({
  ...s,
  remainingMs: remaining(s, now),
  endsAt: null,
})
export const toggle = (s: TimerState, now: number) => (running(s, now) ? pause(s, now) : start(s, now))
export const reset = (s: TimerState): TimerState => ({ ...s, remainingMs: s.durationMs, endsAt: null })
export const setDuration = (s: TimerState, durationMs: number): TimerState => ({
  ...s,
  durationMs,
  remainingMs: durationMs,
  endsAt: null,
})

/** Colour band: calm, the last 30 seconds, the last 10. */
export const warning = (ms: number): 'none' | 'warning' | 'danger' =>
  ms <= 10_000 ? 'danger' : ms <= 30_000 ? 'warning' : 'none'

/** Reads a stored state back, tolerating anything a user or an old version left in storage. */
export function parseTimer(raw: string | null): TimerState {
  try {
    const v = JSON.parse(raw ?? '') as Partial<TimerState>
    const ok = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n >= 0
    if (!ok(v.durationMs) || !ok(v.remainingMs) || !(v.endsAt === null || ok(v.endsAt))) return initialTimer()
    return { durationMs: v.durationMs!, remainingMs: v.remainingMs!, endsAt: v.endsAt ?? null, sound: v.sound === true }
  } catch {
    return initialTimer()
  }
}

/** m:ss, rounded up (a timer shows 0:01 until it really reaches zero). */
export function clock(ms: number): string {
  const total = Math.ceil(ms / 1000)
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`
}
