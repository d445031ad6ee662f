import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * BigBlueButton calls the end callback with a plain GET and no signature of its own, so the URL we hand it
 * carries an HMAC of the meeting id under the server's secret: only that server (or we) can make it.
 */
export const endCallbackToken = (meetingId: string, serverSecret: string) =>
  createHmac('sha256', serverSecret).update(`end:${meetingId}`).digest('base64url')

export function checkEndCallbackToken(meetingId: string, serverSecret: string, token: string): boolean {
  const expected = Buffer.from(endCallbackToken(meetingId, serverSecret))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
