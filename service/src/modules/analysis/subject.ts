import type { ParticipantJson } from '../../db/schema.js'
import type { Segment } from './types.js'

/**
 * Whom a meeting's reports are about when the request names nobody: the candidate, else the first
 * participant who is not the host or interviewer, else the first speaker who is not the host.
 */
export function defaultSubject(participants: ParticipantJson[], segments: Segment[] = []): string | null {
  const candidate =
    participants.find((p) => p.role === 'candidate') ?? participants.find((p) => p.role === 'participant')
  if (candidate) return candidate.name
  const hosts = new Set(
    participants.filter((p) => p.role === 'host' || p.role === 'interviewer').map((p) => p.name.toLowerCase()),
  )
  return segments.find((s) => !hosts.has(s.speaker.toLowerCase()))?.speaker ?? participants[0]?.name ?? null
}
