/** Card checks of the add-card and payment dialogs: brand, Luhn, spacing, expiry and CVC. Pure, so the tests see the rules. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown'

const digitsOf = (value: string) => value.replace(/\D/g, '')

export function cardBrand(value: string): CardBrand {
  const d = digitsOf(value)
  if (/^4/.test(d)) return 'visa'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return 'mastercard'
  if (/^3[47]/.test(d)) return 'amex'
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover'
  return 'unknown'
}

/** The Luhn checksum every card number carries in its last digit. */
export function luhnValid(value: string): boolean {
  const d = digitsOf(value)
  if (d.length < 12) return false
  let sum = 0
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i])
    if (i % 2 === 1) {
      n *= 2
      if (n > 9) n -= 9
    }
    sum += n
  }
  return sum % 10 === 0
}

const lengthOf = (brand: CardBrand) => (brand === 'amex' ? 15 : brand === 'unknown' ? 19 : 16)

/** Digits grouped as printed on the card: 4-6-5 for American Express, fours for the rest; extra digits are cut. */
export function formatCardNumber(value: string): string {
  const brand = cardBrand(value)
  const d = digitsOf(value).slice(0, lengthOf(brand))
  const groups = brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3]
  const parts: string[] = []
  let at = 0
  for (const size of groups) {
    if (at >= d.length) break
    parts.push(d.slice(at, at + size))
    at += size
  }
  return parts.join(' ')
}

/** "MM/YY" as typed: the slash is added after the month. */
export function formatExpiry(value: string): string {
  const d = digitsOf(value).slice(0, 4)
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d
}

export type CardError = 'required' | 'cardNumber' | 'expiry' | 'expired' | 'cvc'

export function cardNumberError(value: string): CardError | undefined {
  if (!digitsOf(value)) return 'required'
  const brand = cardBrand(value)
  const d = digitsOf(value)
  if ((brand !== 'unknown' && d.length !== lengthOf(brand)) || !luhnValid(d)) return 'cardNumber'
}

/** A card is good through the last day of its expiry month. */
export function expiryError(value: string, now = new Date()): CardError | undefined {
  const m = /^(\d{2})\/(\d{2})$/.exec(value)
  if (!value) return 'required'
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return 'expiry'
  const year = 2000 + Number(m[2])
  const month = Number(m[1])
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return 'expired'
}

export function cvcError(value: string, brand: CardBrand): CardError | undefined {
  if (!value) return 'required'
  if (!new RegExp(`^\\d{${brand === 'amex' ? 4 : 3}}$`).test(value)) return 'cvc'
}
