/**
 * Amounts said in words: "two hundred and fifty dollars", "fourteen thousand four hundred dollars",
 * "сто двадцать тысяч рублей", "deux mille euros", "a hundred and twenty-five each". A run of number words is money
 * only with a currency word right after it (or "each"/"per" when the conversation already has amounts near it), so
 * "twelve months", "fifty thousand rows" and "douze restaurants" never are.
 */
const VALUES: Record<string, number> = {}
const put = (list: string, values: number[]) => list.split(' ').forEach((w, i) => (VALUES[w] = values[i]))
const upTo19 = Array.from({ length: 20 }, (_, i) => i)
put(
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen',
  upTo19,
)
put('twenty thirty forty fifty sixty seventy eighty ninety', [20, 30, 40, 50, 60, 70, 80, 90])
put('hundred thousand million billion', [100, 1000, 1e6, 1e9])
put(
  'ноль один одна одно два две три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать',
  [0, 1, 1, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
)
put('двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто', [20, 30, 40, 50, 60, 70, 80, 90])
put(
  'сто двести триста четыреста пятьсот шестьсот семьсот восемьсот девятьсот',
  [100, 200, 300, 400, 500, 600, 700, 800, 900],
)
put('ста двухсот трехсот четырехсот пятисот', [100, 200, 300, 400, 500])
put('тысяча тысячи тысяч тысячу миллион миллиона миллионов', [1000, 1000, 1000, 1000, 1e6, 1e6, 1e6])
put(
  'zéro un une deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize',
  [0, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
)
put(
  'vingt vingts trente quarante cinquante soixante cent cents mille million millions',
  [20, 20, 30, 40, 50, 60, 100, 100, 1000, 1e6, 1e6],
)

const JOINERS = new Set(['and', 'et', 'a'])
const CURRENCY =
  /^\s*(dollars?|bucks|euros?|pounds?|francs?|rubles?|roubles?|руб(?:лей|ля|ль)|доллар(?:ов|а)?|евро|фунт(?:ов|а)?)(?![\p{L}])/iu
const EACH = /^\s*(?:each|apiece|per|a piece|за штуку|chacun|la pièce)(?![\p{L}])/iu
const CODES: [RegExp, string][] = [
  [/^(dollar|bucks|доллар)/i, 'USD'],
  [/^(euro|евро)/i, 'EUR'],
  [/^(pound|фунт)/i, 'GBP'],
  [/^(rubl|roubl|руб)/i, 'RUB'],
  [/^franc/i, 'CHF'],
]

export interface WordAmount {
  amount: number
  currency: string | null
  start: number
  end: number
}

function evaluate(words: string[]): number {
  let total = 0
  let current = 0
  for (let i = 0; i < words.length; i++) {
    const w = words[i]
    // French "quatre-vingt(s)" is eighty.
    if (w === 'quatre' && (words[i + 1] === 'vingt' || words[i + 1] === 'vingts')) {
      current += 80
      i++
      continue
    }
    const v = VALUES[w]
    if (v === 100) current = (current || 1) * 100 + (current >= 100 ? 0 : 0)
    else if (v >= 1000) {
      total += (current || 1) * v
      current = 0
    } else current += v
  }
  return total + current
}

const WORD = /[\p{L}]+/gu

/** `near`: amounts already said; "a hundred and twenty-five each" counts only within half to twice one of them. */
export function wordAmounts(text: string, near: readonly number[] = []): WordAmount[] {
  const out: WordAmount[] = []
  const lower = text.toLowerCase()
  let run: { w: string; start: number; end: number }[] = []
  const close = () => {
    while (run.length && JOINERS.has(run[run.length - 1].w)) run.pop()
    while (run.length && JOINERS.has(run[0].w) && !(run[0].w === 'a' && VALUES[run[1]?.w] >= 100)) run.shift()
    const numbers = run.filter((x) => !JOINERS.has(x.w))
    // "105 thousand euros": the digits carry the amount and the digit reader already took it.
    if (numbers.length && !/\d[\s\u00a0]*$/u.test(text.slice(0, run[0]?.start ?? 0))) {
      const start = run[0].start
      const end = run[run.length - 1].end
      const amount = evaluate(numbers.map((x) => x.w))
      const after = text.slice(end)
      const cur = CURRENCY.exec(after)
      if (cur && amount > 0)
        out.push({
          amount,
          currency: CODES.find(([re]) => re.test(cur[1]))?.[1] ?? null,
          start,
          end: end + cur[0].length,
        })
      else if (
        amount >= 10 &&
        ((EACH.test(after) && near.some((x) => amount >= x / 2 && amount <= x * 2)) || near.includes(amount))
      )
        out.push({ amount, currency: null, start, end })
    }
    run = []
  }
  WORD.lastIndex = 0
  let last = -1
  for (let m = WORD.exec(lower); m; m = WORD.exec(lower)) {
    const w = m[0]
    const gap = last < 0 ? '' : lower.slice(last, m.index)
    const joined = run.length && /^[\s-]*$/u.test(gap)
    if ((VALUES[w] !== undefined || (JOINERS.has(w) && (run.length || w === 'a'))) && (joined || !run.length)) {
      run.push({ w, start: m.index, end: m.index + w.length })
    } else {
      if (run.length) close()
      if (VALUES[w] !== undefined || w === 'a') run.push({ w, start: m.index, end: m.index + w.length })
    }
    last = m.index + w.length
  }
  close()
  return out
}
