import t from 'tap'
import { createSecretBox } from '../../src/lib/secret-box.js'
import {
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCodes,
} from '../../src/modules/accounts/two-step/recovery-codes.js'
import { newTotpSecret, otpauthUrl, totpCode, verifyTotp } from '../../src/modules/accounts/two-step/totp.js'

t.test('secret box: round trip, bound to its context and key, tamper-evident', async (t) => {
  const box = createSecretBox('a-jwt-secret-that-is-long-enough-0123456789')
  const sealed = box.seal('JBSWY3DPEHPK3PXP', 'account-1')
  t.notMatch(sealed, /JBSWY3DPEHPK3PXP/)
  t.not(box.seal('JBSWY3DPEHPK3PXP', 'account-1'), sealed, 'a fresh IV each time')
  t.equal(box.open(sealed, 'account-1'), 'JBSWY3DPEHPK3PXP')
  t.throws(() => box.open(sealed, 'account-2'), 'another row')
  t.throws(() => createSecretBox('another-secret-entirely-0123456789abcdef').open(sealed, 'account-1'), 'another key')
  const bytes = Buffer.from(sealed.slice(3), 'base64url')
  bytes[bytes.length - 1] ^= 1
  t.throws(() => box.open(`v1.${bytes.toString('base64url')}`, 'account-1'), 'a flipped bit')
})

t.test('TOTP: RFC 6238 vector, ±1 step, replay refused', async (t) => {
  // RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (base32 below), T = 59 s → 94287082 (8 digits; 6 → 287082).
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
  t.equal(await totpCode(rfcSecret, 59_000), '287082')
  t.equal(await totpCode(rfcSecret, 1_111_111_109_000), '081804')

  const secret = newTotpSecret()
  const now = 1_800_000_015_000
  const step = Math.floor(now / 30_000)
  t.equal(await verifyTotp(secret, await totpCode(secret, now), null, now), step)
  t.equal(await verifyTotp(secret, await totpCode(secret, now - 30_000), null, now), step - 1, 'one step late')
  t.equal(await verifyTotp(secret, await totpCode(secret, now + 30_000), null, now), step + 1, 'one step early')
  t.equal(await verifyTotp(secret, await totpCode(secret, now - 90_000), null, now), null, 'three steps late')
  t.equal(await verifyTotp(secret, await totpCode(secret, now), step, now), null, 'a code is accepted once')
  t.equal(await verifyTotp(secret, 'abcdef', null, now), null)
  t.match(
    otpauthUrl(secret, 'client@example.com'),
    /^otpauth:\/\/totp\/Debrief:client%40example\.com\?secret=[A-Z2-7]+&issuer=Debrief/,
  )
})

t.test('recovery codes: ten distinct, typed loosely, hashed', async (t) => {
  const codes = newRecoveryCodes()
  t.equal(codes.length, 10)
  t.equal(new Set(codes).size, 10)
  for (const code of codes) t.match(code, /^[a-z2-9]{5}-[a-z2-9]{5}$/)
  t.ok(looksLikeRecoveryCode(codes[0].toUpperCase().replace('-', ' ')))
  t.equal(hashRecoveryCode(codes[0].toUpperCase()), hashRecoveryCode(codes[0].replace('-', '')))
  t.notMatch(hashRecoveryCode(codes[0]), codes[0].replace('-', ''))
})
