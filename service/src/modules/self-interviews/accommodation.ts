import type { SelfInterviewRow } from '../../db/tables/self-interviews.js'

/**
 * A question's time with the candidate's extra time (an accommodation the manager granted) added, in whole seconds
 * rounded up: a candidate granted 50 % of a 45 s answer gets 68 s, never less than granted.
 */
export const withExtraTime = (row: Pick<SelfInterviewRow, 'extra_time_percent'>, seconds: number) =>
  Math.ceil((seconds * (100 + row.extra_time_percent)) / 100)
