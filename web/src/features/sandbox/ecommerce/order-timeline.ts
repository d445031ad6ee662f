/** The template's payment codes 1–4. */
export const PAYMENT_STATES = ['paid', 'pending', 'cancelled', 'failed'] as const

/** The delivery steps in order; an order's status says how far it got. */
export const TIMELINE_STEPS = ['placed', 'Dispatched', 'Out for Delivery', 'Ready to Pickup', 'Delivered'] as const
export type TimelineStep = (typeof TIMELINE_STEPS)[number]

export interface TimelineEntry {
  step: TimelineStep
  done: boolean
  current: boolean
  at?: string
}

/**
 * The order's timeline: every step up to its status is done, dated from the order day onwards (one day a step,
 * as the sandbox keeps no step times); "Ready to Pickup" is skipped by orders delivered to the door.
 */
export function timelineOf(status: string, date: string): TimelineEntry[] {
  const steps = TIMELINE_STEPS.filter((s) => s !== 'Ready to Pickup' || status === 'Ready to Pickup')
  const reached = Math.max(0, steps.indexOf(status as TimelineStep))
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`)
  return steps.map((step, i) => {
    const at = new Date(day.getTime() + i * 86_400_000).toISOString().slice(0, 10)
    return { step, done: i <= reached, current: i === reached, at: i <= reached ? at : undefined }
  })
}
