import type { SecretBox } from '../../lib/secret-box.js'

/** How long a playback link works: long enough to listen to an answer and seek in it, short enough to not be a share link. */
export const MEDIA_LINK_SECONDS = 3600
const CONTEXT = 'self-interview-media'

/**
 * A media element cannot send the manager's bearer token, so the manager's player gets a link that is its own
 * permission: the answer's id and an expiry, sealed (authenticated encryption under the service's secret), so it
 * can be neither forged nor stretched. Anyone holding the link may play that one recording until it expires,
 * as with an object store's presigned URL; the link is made only for a manager who may read the interview.
 */
export function mediaToken(box: SecretBox, answerId: string, now = Date.now()) {
  const expiresAt = new Date(now + MEDIA_LINK_SECONDS * 1000)
  return { token: box.seal(JSON.stringify({ a: answerId, e: expiresAt.getTime() }), CONTEXT), expiresAt }
}

/** The answer a link plays, or null when the link is forged, damaged or expired. */
export function answerOfMediaToken(box: SecretBox, token: string, now = Date.now()): string | null {
  try {
    const { a, e } = JSON.parse(box.open(token, CONTEXT)) as { a?: unknown; e?: unknown }
    return typeof a === 'string' && typeof e === 'number' && e > now ? a : null
  } catch {
    return null
  }
}
