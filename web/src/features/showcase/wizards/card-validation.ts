/** The digits of a card number as typed ("4242 4242…"). */
export const cardDigits = (value: string) => value.replace(/\D/g, '')

/** Groups of four as the card shows them; at most 19 digits. */
export const formatCardNumber = (value: string) =>
  cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

/** The Luhn check every payment card number passes, 13 to 19 digits. */
export function isCardNumber(value: string): boolean {
  const digits = cardDigits(value)
  if (digits.length < 13 || digits.length > 19) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/** "MM/YY" as typed: the slash comes by itself after the month. */
export const formatExpiry = (value: string) => {
  const d = value.replace(/\D/g, '').slice(0, 4)
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d
}

/** 'ok', 'invalid' (not MM/YY) or 'expired' (before the current month of `now`). */
export function checkExpiry(value: string, now = new Date()): 'ok' | 'invalid' | 'expired' {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim())
  if (!match) return 'invalid'
  const month = Number(match[1])
  if (month < 1 || month > 12) return 'invalid'
  const year = 2000 + Number(match[2])
  return year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1 ? 'expired' : 'ok'
}

export const isCvc = (value: string) => /^\d{3,4}$/.test(value.trim())
