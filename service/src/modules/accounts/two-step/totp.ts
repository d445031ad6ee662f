import { generate, generateSecret, generateURI, verify } from 'otplib'

/** RFC 6238 as authenticator apps expect it: SHA-1, 30-second steps, 6 digits (otplib's defaults). */
export const TOTP_ISSUER = 'Debrief'
// One step either side absorbs clock drift between the phone and the server (and a code typed at the boundary).
const TOLERANCE_SECONDS = 30

export const newTotpSecret = () => generateSecret()

export const otpauthUrl = (secret: string, label: string) => generateURI({ issuer: TOTP_ISSUER, label, secret })

/** The code for a moment (tests and tools; the service itself only verifies). */
export const totpCode = (secret: string, at = Date.now()) => generate({ secret, epoch: Math.floor(at / 1000) })

export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code)

/**
 * The time step a valid code belongs to, or null. `afterStep` is the last step accepted for this account: a
 * code is accepted once, so one seen over someone's shoulder cannot be replayed within its 90-second window.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  afterStep: number | null,
  at = Date.now(),
): Promise<number | null> {
  if (!looksLikeTotp(code)) return null
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  })
  // The functional API types TOTP and HOTP results together; only a TOTP result carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null
}
