import type { InvoiceDocument } from './schemas-document.js'

const money = (n: number) => `$${n.toFixed(2)}`

/** The plain-text body of an invoice sent by mail: the sender's message, then the invoice as lines and totals. */
export function invoiceMailText(doc: InvoiceDocument, message: string): string {
  const { invoice, paymentDetails } = doc
  const lines = doc.lines.length
    ? doc.lines.map(
        (l) =>
          `- ${l.item}${l.description ? ` (${l.description})` : ''}: ${l.qty} × ${money(l.cost)} = ${money(l.cost * l.qty)}`,
      )
    : [`- ${invoice.service}: ${money(invoice.total)}`]
  return [
    message.trim(),
    '',
    `Invoice #${invoice.id}`,
    `Issued ${invoice.issuedDate}, due ${invoice.dueDate}`,
    `Bill to: ${invoice.client.name}, ${invoice.client.company}, ${invoice.client.address}, ${invoice.client.country}`,
    '',
    ...lines,
    '',
    `Total: ${money(invoice.total)}`,
    `Balance due: ${money(invoice.balance)}`,
    '',
    `Pay to ${paymentDetails.bankName}, ${paymentDetails.country}; IBAN ${paymentDetails.iban}; SWIFT ${paymentDetails.swiftCode}`,
  ]
    .join('\n')
    .trimStart()
}
