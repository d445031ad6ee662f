/** Money amounts in text: "$120,000", "120k", "150 000 рублей", "€5,000", "90 тысяч", "1.5 million dollars". */
export interface MoneyMention { amount: number; currency: string | null; start: number; end: number }

// Grouped thousands ("120,000", "150 000", "5.000") are tried before plain/decimal numbers.
const NUM = String.raw`(\d{1,3}(?:[,. \u00a0]\d{3})+|\d+(?:[.,]\d{1,2})?)`
const MULT = String.raw`(k|m|mln|thousand|million|тыс\.?|тысяч[аи]?|млн|миллион(?:а|ов)?)`
const CUR = String.raw`(dollars?|bucks|usd|euros?|eur|pounds?|gbp|rub|rubles?|roubles?|руб(?:\.|лей|ля|ль)?|₽|\$|€|£|доллар(?:ов|а)?|евро)`
const SYMBOL_FIRST = new RegExp(String.raw`([$€£₽])\s?${NUM}(?:\s?${MULT})?(?![\p{L}\d])`, 'giu')
const NUMBER_FIRST = new RegExp(String.raw`(?<![\p{L}\d$€£₽.,])${NUM}(?:\s?${MULT})?(?:\s?${CUR})?(?![\p{L}\d])`, 'giu')

const CODES: [RegExp, string][] = [
  [/^(\$|dollar|bucks|usd|доллар)/i, 'USD'], [/^(€|euro|eur|евро)/i, 'EUR'], [/^(£|pound|gbp)/i, 'GBP'], [/^(₽|rub|roubl|руб)/i, 'RUB'],
]
const currencyCode = (raw?: string) => (raw ? CODES.find(([re]) => re.test(raw))?.[1] ?? null : null)

function toNumber(raw: string): number {
  const s = raw.replace(/\u00a0/g, ' ')
  if (/^\d{1,3}(?:[,. ]\d{3})+$/.test(s)) return Number(s.replace(/[,. ]/g, ''))
  return Number(s.replace(',', '.'))
}

function multiplier(raw?: string): number {
  if (!raw) return 1
  const m = raw.toLowerCase()
  return m === 'k' || m.startsWith('thousand') || m.startsWith('тыс') ? 1_000 : 1_000_000
}

export function findMoney(text: string): MoneyMention[] {
  const out: MoneyMention[] = []
  const taken = (s: number, e: number) => out.some((x) => s < x.end && e > x.start)
  SYMBOL_FIRST.lastIndex = 0
  for (let m = SYMBOL_FIRST.exec(text); m; m = SYMBOL_FIRST.exec(text)) {
    out.push({ amount: toNumber(m[2]) * multiplier(m[3]), currency: currencyCode(m[1]), start: m.index, end: m.index + m[0].length })
  }
  NUMBER_FIRST.lastIndex = 0
  for (let m = NUMBER_FIRST.exec(text); m; m = NUMBER_FIRST.exec(text)) {
    if (!m[2] && !m[3]) continue // a bare number ("5 days", "2024") is not money
    if (m[2]?.toLowerCase() === 'm' && !m[3]) continue // "5 m" is more often metres or minutes
    const end = m.index + m[0].trimEnd().length
    if (taken(m.index, end)) continue
    out.push({ amount: toNumber(m[1]) * multiplier(m[2]), currency: currencyCode(m[3]), start: m.index, end })
  }
  return out.filter((x) => Number.isFinite(x.amount) && x.amount > 0).sort((a, b) => a.start - b.start)
}
