/** An amount in dollars for the reader's language (the sandbox's sample data is priced in dollars). */
export const formatMoney = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(amount)

/** "$1,299.50" → 1299.5: the spec's lists send prices as text with their currency sign. */
export const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, '')) || 0

export const formatDate = (iso: string, locale: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00`).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  })
