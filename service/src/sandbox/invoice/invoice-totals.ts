/** Cents, so sums of money never drift through binary fractions. */
const cents = (value: number) => Math.round(value * 100)

/** An invoice's figures from its lines: subtotal, less the discount, plus tax on what remains. Null when the discount exceeds the subtotal. */
export function invoiceTotals(lines: { cost: number; qty: number }[], discount: number, taxPercent: number) {
  const subtotal = lines.reduce((sum, l) => sum + cents(l.cost) * l.qty, 0)
  const off = cents(discount)
  if (off > subtotal) return null
  const tax = Math.round(((subtotal - off) * taxPercent) / 100)
  return { subtotal: subtotal / 100, tax: tax / 100, total: (subtotal - off + tax) / 100 }
}
