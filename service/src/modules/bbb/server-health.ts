import type { BbbMeeting } from './types.js'

/** Scalelite's thresholds: offline after 2 consecutive failed polls, online again after 1 success. */
export const UNHEALTHY_THRESHOLD = 2
export const HEALTHY_THRESHOLD = 1
/** A meeting younger than this counts as at least MIN_USERS_YOUNG users, so a new meeting reserves room. */
export const YOUNG_MEETING_MS = 15 * 60_000
export const MIN_USERS_YOUNG = 15

export interface Health {
  online: boolean
  failures: number
}

/** The next health after a poll. Only consecutive failures count: one success resets them. */
export function nextHealth(current: Health, ok: boolean): Health {
  // HEALTHY_THRESHOLD is 1: the first success brings a server back.
  if (ok) return { online: true, failures: 0 }
  const failures = current.failures + 1
  return { online: current.online && failures < UNHEALTHY_THRESHOLD, failures }
}

/** Sum over non-breakout meetings of participants plus moderators; a young meeting counts at least 15. */
export function serverLoad(
  meetings: Pick<BbbMeeting, 'isBreakout' | 'participantCount' | 'moderatorCount' | 'createTime'>[],
  nowMs: number,
): number {
  let load = 0
  for (const m of meetings) {
    if (m.isBreakout) continue
    const users = m.participantCount + m.moderatorCount
    load += nowMs - m.createTime < YOUNG_MEETING_MS ? Math.max(users, MIN_USERS_YOUNG) : users
  }
  return load
}

export interface PollFigures {
  meetings: number
  participants: number
  listeners: number
  voice: number
  video: number
  largest: number
  load: number
}

/** What one poll's meeting list adds up to (breakout rooms are counted as meetings but not in the load). */
export function pollFigures(meetings: BbbMeeting[], nowMs: number): PollFigures {
  const sum = (f: (m: BbbMeeting) => number) => meetings.reduce((a, m) => a + f(m), 0)
  return {
    meetings: meetings.length,
    participants: sum((m) => m.participantCount),
    listeners: sum((m) => m.listenerCount),
    voice: sum((m) => m.voiceParticipantCount),
    video: sum((m) => m.videoCount),
    largest: meetings.reduce((a, m) => Math.max(a, m.participantCount), 0),
    load: serverLoad(meetings, nowMs),
  }
}
