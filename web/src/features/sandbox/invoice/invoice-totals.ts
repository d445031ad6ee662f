const cents = (value: number) => Math.round(value * 100)

/** The edit screen's live figures, computed as the service computes them (in cents): subtotal, discount, tax, total. */
export function invoiceTotals(lines: { cost: number; qty: number }[], discount: number, taxPercent: number) {
  const subtotal = lines.reduce((sum, l) => sum + cents(l.cost || 0) * (l.qty || 0), 0)
  const off = Math.min(cents(discount || 0), subtotal)
  const tax = Math.round(((subtotal - off) * (taxPercent || 0)) / 100)
  return { subtotal: subtotal / 100, discount: off / 100, tax: tax / 100, total: (subtotal - off + tax) / 100 }
}
