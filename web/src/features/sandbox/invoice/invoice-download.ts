import { invoiceTotals } from './invoice-totals'
import type { InvoiceDocument } from './invoice-api'

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export interface DocumentLabels {
  title: string
  issued: string
  due: string
  billTo: string
  item: string
  description: string
  cost: string
  qty: string
  amount: string
  subtotal: string
  discount: string
  tax: string
  total: string
  balance: string
  payTo: string
}

/**
 * The invoice as one self-contained HTML file (inline styles, no scripts, no outside requests): what "Download"
 * saves. It opens in any browser and prints to the same clean page as the preview; every value is escaped.
 */
export function invoiceHtml(
  doc: InvoiceDocument,
  labels: DocumentLabels,
  money: (n: number) => string,
  dir: 'ltr' | 'rtl',
  lang: string,
): string {
  const { invoice: inv, paymentDetails: pay } = doc
  const lines = doc.lines.length ? doc.lines : [{ item: inv.service, description: '', cost: inv.total, qty: 1 }]
  const totals = invoiceTotals(lines, doc.discount, doc.taxPercent)
  const row = (cells: string[], tag = 'td') => `<tr>${cells.map((c) => `<${tag}>${escape(c)}</${tag}>`).join('')}</tr>`
  return `<!doctype html>
<html lang="${escape(lang)}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(labels.title)}</title>
<style>body{font-family:system-ui,sans-serif;color:black;max-width:800px;margin:2rem auto;padding:0 1rem}table{width:100%;border-collapse:collapse;margin:1rem 0}th,td{text-align:start;padding:.4rem;border-bottom:1px solid silver}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{color:dimgray}dd{margin:0}.total{font-weight:700;font-size:1.2rem}@media print{body{margin:0}}</style>
</head><body>
<h1>${escape(labels.title)}</h1>
<dl><dt>${escape(labels.issued)}</dt><dd>${escape(inv.issuedDate)}</dd><dt>${escape(labels.due)}</dt><dd>${escape(inv.dueDate)}</dd></dl>
<h2>${escape(labels.billTo)}</h2>
<p>${[inv.client.name, inv.client.company, inv.client.address, inv.client.country, inv.client.companyEmail].map(escape).join('<br>')}</p>
<table><thead>${row([labels.item, labels.description, labels.cost, labels.qty, labels.amount], 'th')}</thead>
<tbody>${lines.map((l) => row([l.item, l.description, money(l.cost), String(l.qty), money(l.cost * l.qty)])).join('')}</tbody></table>
<dl><dt>${escape(labels.subtotal)}</dt><dd>${escape(money(totals.subtotal))}</dd><dt>${escape(labels.discount)}</dt><dd>−${escape(money(totals.discount))}</dd>
<dt>${escape(labels.tax)}</dt><dd>${escape(money(totals.tax))} (${doc.taxPercent}%)</dd><dt>${escape(labels.balance)}</dt><dd>${escape(money(inv.balance))}</dd></dl>
<p class="total">${escape(labels.total)}: ${escape(money(inv.total))}</p>
${doc.note ? `<p>${escape(doc.note)}</p>` : ''}
<h2>${escape(labels.payTo)}</h2>
<p>${[pay.bankName, pay.country, `IBAN ${pay.iban}`, `SWIFT ${pay.swiftCode}`].map(escape).join('<br>')}</p>
</body></html>
`
}
