import { COUNT_NOUNS, PER_UNIT } from './lexicons/money-words.js'
import { wordAmounts } from './money-in-words.js'

/**
 * Money amounts as people say and write them, in English and Russian: "$120,000", "€3.60", "3,60 EUR",
 * "USD 120k", "$1.2M", "120 000", "120.000 €", "150 тысяч рублей", "1,2 млн", "90 тысяч в месяц",
 * "between 3.60 and 3.80 EUR", "120–140k". A number counts as money only with a currency sign or code
 * or a thousands/millions word beside it, so dates, times, phone numbers and order references never do.
 */
export type MoneyPer = 'unit' | 'hour' | 'month' | 'year'
export interface MoneyMention {
  amount: number
  currency: string | null
  start: number
  end: number
  per: MoneyPer | null
  /** 'from'/'to' for the two ends of a range ("between 3.60 and 3.80"), null for a single amount. */
  range: 'from' | 'to' | null
}

const PRE = String.raw`(US\$|[$€£₽]|(?:usd|eur|gbp|rub|chf)(?![\p{L}]))`
// Grouped thousands keep one separator throughout ("120,000", "120 000", "120.000"), then an optional decimal part.
const NUM = String.raw`(\d{1,3}(?:([,.\u00a0\u202f ])\d{3})(?:\3\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`
const MULT = String.raw`(k|m|mm|mln|bn|thousand|million|billion|grand|тыс\.?|тысяч(?:а|и|у|ах|ами)?|млн\.?|миллион(?:а|ов|ах)?|млрд\.?|миллиард(?:а|ов)?)`
const CUR = String.raw`(dollars?|bucks|usd|euros?|eur|pounds?|gbp|chf|francs?|rub|rubles?|roubles?|руб(?:\.|лей|ля|ль)?|р\.|₽|\$|€|£|доллар(?:ов|а)?|евро|фунт(?:ов|а)?)`
const AMOUNT = new RegExp(String.raw`(?:${PRE}\s?)?${NUM}(?:\s?${MULT}(?![\p{L}]))?(?:\s?${CUR}(?![\p{L}]))?`, 'giu')
const HEAD = String.raw`(?:${PRE}\s?)?${NUM}(?:\s?${MULT})?`
const RANGE_HEADS = [
  new RegExp(String.raw`(?:between|между|entre)\s+${HEAD}\s+(?:and|и|et)\s*$`, 'iu'),
  new RegExp(String.raw`(?:(?:from|от|с)\s+)?${HEAD}\s*(?:to|-|–|—|до)\s*$`, 'iu'),
]

const CODES: [RegExp, string][] = [
  [/^(us\$|\$|dollar|bucks|usd|доллар)/i, 'USD'],
  [/^(€|euro|eur|евро)/i, 'EUR'],
  [/^(£|pound|gbp|фунт)/i, 'GBP'],
  [/^(₽|rub|roubl|руб|р\.)/i, 'RUB'],
  [/^(chf|franc)/i, 'CHF'],
]
const currencyCode = (raw?: string) => (raw ? (CODES.find(([re]) => re.test(raw))?.[1] ?? null) : null)

function toNumber(raw: string): number {
  const s = raw.replace(/[\u00a0\u202f]/g, ' ')
  const grouped = /^(\d{1,3})([,. ])(\d{3}(?:\2\d{3})*)(?:[.,](\d{1,2}))?$/.exec(s)
  if (grouped)
    return Number(`${grouped[1]}${grouped[3].split(grouped[2]).join('')}${grouped[4] ? `.${grouped[4]}` : ''}`)
  return Number(s.replace(',', '.'))
}

function multiplier(raw?: string): number {
  if (!raw) return 1
  const m = raw.toLowerCase()
  if (m === 'k' || m === 'grand' || m.startsWith('thousand') || m.startsWith('тыс')) return 1_000
  if (m === 'bn' || m.startsWith('billion') || m.startsWith('млрд') || m.startsWith('миллиард')) return 1_000_000_000
  return 1_000_000
}

function perOf(after: string): MoneyPer | null {
  for (const [per, re] of PER_UNIT) if (re.test(after)) return per
  return null
}

/** A candidate is not money when it is glued to a date, time, reference or phone: "12.05.2024", "10:30", "#4411", "+7 912". */
function glued(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 2), start)
  const after = text.slice(end, end + 2)
  return (
    /[\p{L}\d#№+:/_]$/u.test(before) ||
    (/[.,]\d?$/.test(before) && /\d[.,]$/.test(before)) ||
    /^[:/\d%]/.test(after) ||
    /^[.,-]\d/.test(after)
  )
}

/**
 * `near`: amounts already said in this conversation. A bare number ("could we meet at 140,000?") then counts
 * as money when written like an amount (grouped thousands or two decimals), after a word that puts a price
 * ("at", "to", "for", "до"), and within half to twice an amount already on the table.
 */
export function findMoney(text: string, near: readonly number[] = []): MoneyMention[] {
  const out: MoneyMention[] = []
  AMOUNT.lastIndex = 0
  for (let m = AMOUNT.exec(text); m; m = AMOUNT.exec(text)) {
    const [, pre, num, , mult, post] = m
    const end = m.index + m[0].trimEnd().length
    const numStart = m.index + m[0].indexOf(num)
    if (glued(text, pre ? m.index : numStart, end)) continue
    const currency = currencyCode(pre) ?? currencyCode(post)
    if (!currency) {
      if (!mult && bareAmount(text, m.index, num, near)) {
        const n = toNumber(num)
        out.push({
          amount: /^\d{1,3}$/.test(num) && !near.includes(n) ? n * 1000 : n,
          currency: null,
          start: m.index,
          end,
          per: perOf(text.slice(end, end + 24)),
          range: null,
        })
        continue
      }
      if (!mult || /^(m|mm)$/i.test(mult)) continue // a bare number ("5 days", "2024") or "5 m" (metres, minutes)
      // "5 thousand users" is a count, not money.
      const next = /^\s*([\p{L}]+)/u.exec(text.slice(end))?.[1]?.toLowerCase()
      if (next && COUNT_NOUNS.some((w) => next.startsWith(w))) continue
    }
    const amount = toNumber(num) * multiplier(mult)
    if (!Number.isFinite(amount) || amount <= 0) continue
    out.push({ amount, currency, start: m.index, end, per: perOf(text.slice(end, end + 24)), range: null })
    addRangeHead(text, out, mult)
  }
  for (const w of wordAmounts(text, near)) out.push({ ...w, per: perOf(text.slice(w.end, w.end + 24)), range: null })
  out.sort((a, b) => a.start - b.start)
  // "between 55 000 and 60 000 euros", "entre 55 000 et 60 000 €": the first end takes the second's currency.
  for (let i = 0; i + 1 < out.length; i++) {
    const [a, b] = [out[i], out[i + 1]]
    if (a.currency === null && b.currency && /^\s*(?:and|to|et|à|и|до|-|–|—)\s*$/iu.test(text.slice(a.end, b.start))) {
      a.currency = b.currency
      if (a.amount < b.amount) [a.range, b.range] = ['from', 'to']
    }
  }
  return out
}

/** "between 3.60 and 3.80 EUR", "120–140k", "от 150 до 180 тысяч": the first end takes the second's currency and scale. */
function addRangeHead(text: string, out: MoneyMention[], mult?: string) {
  const to = out[out.length - 1]
  const before = text.slice(Math.max(0, to.start - 40), to.start)
  const head = RANGE_HEADS.map((re) => re.exec(before)).find(Boolean)
  if (!head) return
  const start = to.start - head[0].length + head[0].search(/\S/)
  const prev = out[out.length - 2]
  if (prev && prev.end > start) {
    prev.range = 'from'
    to.range = 'to'
    return
  }
  const raw = toNumber(head[2])
  const scaled = head[4] ? raw * multiplier(head[4]) : raw * multiplier(mult)
  const amount = scaled <= to.amount && scaled * 10 >= to.amount ? scaled : raw
  if (!(amount > 0) || amount > to.amount) return
  const numAt = to.start - head[0].length + head[0].indexOf(head[2])
  if (glued(text, numAt, numAt + head[2].length)) return
  to.range = 'to'
  out.splice(out.length - 1, 0, {
    amount,
    currency: currencyCode(head[1]) ?? to.currency,
    start: numAt,
    end: numAt + head[2].length,
    per: to.per,
    range: 'from',
  })
}

const PRICE_WORD = /(?:^|\s)(?:at|to|for|of|is|be|than|around|about|до|за|на|в|около|примерно)\s+$/iu

function bareAmount(text: string, start: number, num: string, near: readonly number[]): boolean {
  // Shorthand for an amount on the table: "105 is above the band" after 105,000; "35 — впритык" after 35 рублей.
  if (near.length && /^\d{1,3}$/.test(num)) {
    const n = Number(num)
    const opens = /^\s*$/.test(text.slice(0, start)) || PRICE_WORD.test(text.slice(Math.max(0, start - 16), start))
    return opens && near.some((x) => x === n || x === n * 1000)
  }
  if (!near.length || !/^\d{1,3}(?:[,. \u00a0\u202f]\d{3})+|^\d+[.,]\d{2}$/.test(num)) return false
  // Written like an amount (two decimals, grouped thousands) and of the scale already on the table, a bare number
  // is a price even without a word before it ("Our supplier charges us 3.40", "Могу 245 000").
  if (!PRICE_WORD.test(text.slice(Math.max(0, start - 16), start)) && !/[.,]\d{2}$|\d[,. \u00a0\u202f]\d{3}$/.test(num))
    return false
  const amount = toNumber(num)
  return near.some((x) => amount >= x / 2 && amount <= x * 2)
}
