import type { InvoiceLineRow, InvoiceRow } from './invoice-repository.js'

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100)

/** The invoice as a PDF (pdfkit's built-in Helvetica: Latin text only, which is what invoices carry). */
export async function invoicePdf(invoice: InvoiceRow, lines: InvoiceLineRow[], orgName: string): Promise<Buffer> {
  // pdfkit (with its fonts) loads on the first invoice downloaded, not with every start.
  const { default: PDFDocument } = await import('pdfkit')
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `Invoice ${invoice.number ?? 'draft'}`, Author: 'Debrief' },
    })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    const cur = invoice.currency
    doc.fontSize(20).text(invoice.status === 'issued' ? `Invoice ${invoice.number}` : 'Draft invoice (not issued)')
    doc
      .moveDown(0.5)
      .fontSize(11)
      .text(`Debrief, billed to ${orgName}`)
      .text(`Month: ${invoice.month.slice(0, 7)}`)
      .text(
        invoice.issued_at
          ? `Issued: ${invoice.issued_at.toISOString().slice(0, 10)}`
          : `Prepared: ${new Date().toISOString().slice(0, 10)}`,
      )
    doc.moveDown()
    const row = (a: string, b: string, c: string, bold = false) => {
      const y = doc.y
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica')
      doc.text(a, 50, y, { width: 300 })
      const after = doc.y
      doc.text(b, 360, y, { width: 80, align: 'right' })
      doc.text(c, 450, y, { width: 95, align: 'right' })
      doc.y = Math.max(after, doc.y) + 4
    }
    row('Description', 'Quantity', 'Amount', true)
    for (const l of lines) row(l.description, String(l.quantity), money(l.amount_minor, cur))
    doc.moveDown()
    row('Subtotal', '', money(invoice.subtotal_minor, cur), true)
    row(`VAT ${Number(invoice.tax_rate_percent)} % (${invoice.tax_rule})`, '', money(invoice.tax_minor, cur))
    row('Total', '', money(invoice.total_minor, cur), true)
    doc.end()
  })
}
