import { createRequire } from 'node:module'
import type { InvoiceParty } from '../../../db/tables/costs-billing.js'
import type { InvoiceLineRow, InvoiceRow } from '../invoice-repository.js'
import { planOf } from '../plan-catalogue.js'
import { labelsOf, vatIdLabel } from './invoice-labels.js'
import { visualRuns } from './visual-order.js'

const require = createRequire(import.meta.url)
/** DejaVu Sans (npm dejavu-fonts-ttf): Latin, Cyrillic, Greek and Arabic with its joining forms, embedded as subsets. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')

export interface InvoiceDocument {
  invoice: InvoiceRow
  lines: InvoiceLineRow[]
  seller: InvoiceParty
  buyer: InvoiceParty
  language: string
  /** Null for a draft. */
  numberText: string | null
  dueOn: string | null
}

const PAGE = { width: 595.28, margin: 50 }
const INNER = PAGE.width - 2 * PAGE.margin

/**
 * The invoice as a PDF an accountant can file: number, dates, seller and buyer with addresses and VAT ids, lines
 * with human labels, subtotal, VAT and total, in the invoice's language (Arabic laid out right to left). The font
 * is embedded, so any name prints as written.
 */
export async function invoicePdf(d: InvoiceDocument): Promise<Buffer> {
  // pdfkit (with its fonts) loads on the first invoice downloaded, not with every start.
  const { default: PDFDocument } = await import('pdfkit')
  const L = labelsOf(d.language)
  const rtl = d.language === 'ar'
  // Western digits in every language: an invoice's figures stay comparable (and Arabic-Indic digits would be
  // laid out right to left by the shaper).
  const locale = `${d.language}-u-nu-latn`
  const money = (minor: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: d.invoice.currency }).format(minor / 100)
  const date = (iso: string | Date) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      typeof iso === 'string' ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : iso,
    )
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${d.invoice.month}T00:00:00Z`),
  )
  const monthEnd = new Date(`${d.invoice.month}T00:00:00Z`)
  monthEnd.setUTCMonth(monthEnd.getUTCMonth() + 1, 0)
  const title = d.numberText ? `${L.invoice} ${d.numberText}` : L.draft

  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      lang: d.language,
      info: { Title: title, Author: d.seller.name, Subject: `${d.buyer.name} · ${monthName}` },
    })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.registerFont('Sans', FONT)
    doc.registerFont('Sans-Bold', FONT_BOLD)

    /** Text in a box measured from the reading side: mirrored for right to left. */
    const put = (
      text: string,
      x: number,
      y: number,
      width: number,
      o: { bold?: boolean; size?: number; align?: 'start' | 'end' } = {},
    ) => {
      const left = rtl ? PAGE.width - x - width : x
      const align = (o.align ?? 'start') === 'start' ? (rtl ? 'right' : 'left') : rtl ? 'left' : 'right'
      const size = o.size ?? 10
      doc.font(o.bold ? 'Sans-Bold' : 'Sans').fontSize(size)
      let top = y
      for (const line of text.split('\n')) {
        const runs = visualRuns(line, rtl ? 'rtl' : 'ltr')
        if (runs.length === 1 && !runs[0]!.rtl) {
          // Left to right only: pdfkit wraps it in the box.
          doc.text(runs[0]!.text, left, top, { width, align })
          top = doc.y
          continue
        }
        // Mixed or right to left: each run drawn at its place, on one line (shrunk to fit, never wrapped: wrapping
        // would cut the visual order).
        const natural = runs.reduce((w, r) => w + doc.widthOfString(r.text), 0)
        if (natural > width) doc.fontSize(Math.max(6, (size * width) / natural))
        const total = runs.reduce((w, r) => w + doc.widthOfString(r.text), 0)
        let at = align === 'right' ? left + width - total : left
        for (const r of runs) {
          doc.text(r.text, at, top, { lineBreak: false })
          at += doc.widthOfString(r.text)
        }
        top += doc.currentLineHeight(true)
        doc.fontSize(size)
      }
      doc.x = PAGE.margin
      doc.y = top
      return top
    }
    const M = PAGE.margin
    // The seller's lines are short (a name, an address); the facts column takes the rest, so a long period such as
    // "Расчётный период: 1 ноября 2026 г. – 30 ноября 2026 г." stays on one line.
    const sellerWidth = 200
    const factsWidth = INNER - sellerWidth - 20
    const party = (p: InvoiceParty) =>
      [p.name, p.address, p.vatId && `${vatIdLabel(L, p.vatId)}: ${p.vatId}`, p.email].filter(Boolean).join('\n')

    // Head: the seller on the reading side, the document's facts on the other.
    let y = M
    const sellerEnd = put(party(d.seller), M, y + 26, sellerWidth, { size: 9 })
    put(d.seller.name, M, y, sellerWidth, { bold: true, size: 14 })
    put(title, M + sellerWidth + 20, y, factsWidth, { bold: true, size: 18, align: 'end' })
    const facts = [
      d.numberText && `${L.number}: ${d.numberText}`,
      d.invoice.issued_at ? `${L.issued}: ${date(d.invoice.issued_at)}` : `${L.prepared}: ${date(new Date())}`,
      d.dueOn && `${L.due}: ${date(d.dueOn)}`,
      `${L.period}: ${date(d.invoice.month)} – ${date(monthEnd)}`,
    ].filter(Boolean) as string[]
    const factsEnd = put(facts.join('\n'), M + sellerWidth + 20, y + 28, factsWidth, { size: 9, align: 'end' })
    y = Math.max(sellerEnd, factsEnd) + 24

    put(L.buyer, M, y, INNER, { bold: true, size: 10 })
    y = put(d.buyer.address || d.buyer.vatId ? party(d.buyer) : `${d.buyer.name}\n${L.noBuyer}`, M, y + 14, INNER, {
      size: 10,
    })
    y += 24

    // Lines: description on the reading side, quantity and amount after it.
    const cols = { desc: INNER - 200, qty: 80, amount: 120 }
    const row = (a: string, b: string, c: string, bold = false) => {
      const top = y
      const end1 = put(a, M, top, cols.desc - 10, { bold })
      const end2 = put(b, M + cols.desc, top, cols.qty, { bold, align: 'end' })
      const end3 = put(c, M + cols.desc + cols.qty, top, cols.amount, { bold, align: 'end' })
      y = Math.max(end1, end2, end3) + 6
    }
    const rule = () => {
      doc
        .moveTo(M, y)
        .lineTo(PAGE.width - M, y)
        .lineWidth(0.5)
        .strokeColor('#888888')
        .stroke()
      y += 6
    }
    row(L.description, L.quantity, L.amount, true)
    rule()
    const count = new Intl.NumberFormat(locale)
    for (const l of d.lines) {
      const label =
        l.kind === 'plan' ? L.plan(planOf(d.invoice.plan).name, monthName) : (L.kinds[l.kind] ?? l.description)
      row(label, count.format(l.quantity), money(l.amount_minor))
    }
    rule()
    const rate = `${new Intl.NumberFormat(locale).format(Number(d.invoice.tax_rate_percent))} %`
    row(L.subtotal, '', money(d.invoice.subtotal_minor))
    row(L.vat(rate), '', money(d.invoice.tax_minor))
    row(L.total, '', money(d.invoice.total_minor), true)
    if (d.seller.bank) {
      y += 18
      put(`${L.bank}: ${d.seller.bank}`, M, y, INNER, { size: 9 })
    }
    doc.end()
  })
}
