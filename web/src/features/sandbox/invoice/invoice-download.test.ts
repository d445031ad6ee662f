import { describe, expect, it } from 'vitest'
import { invoiceHtml, type DocumentLabels } from './invoice-download'
import type { InvoiceDocument } from './invoice-api'

const labels = Object.fromEntries(
  [
    'title',
    'issued',
    'due',
    'billTo',
    'item',
    'description',
    'cost',
    'qty',
    'amount',
    'subtotal',
    'discount',
    'tax',
    'total',
    'balance',
    'payTo',
  ].map((k) => [k, k.toUpperCase()]),
) as unknown as DocumentLabels
const doc = {
  invoice: {
    id: 5001,
    issuedDate: '2026-11-01',
    dueDate: '2026-11-20',
    service: 'Design',
    total: 330,
    balance: 330,
    avatar: '',
    invoiceStatus: 'Sent',
    client: {
      name: 'Ann <b>Lee</b>',
      company: 'Acme',
      companyEmail: 'ann@acme.test',
      address: '1 Road',
      country: 'France',
      contact: '1',
    },
  },
  paymentDetails: { totalDue: '$330', bankName: 'Bank', country: 'France', iban: 'FR76', swiftCode: 'BNPA' },
  lines: [{ item: 'Design', description: 'Two screens', cost: 150, qty: 2 }],
  note: '',
  taxPercent: 10,
  discount: 0,
  subtotal: 300,
} as InvoiceDocument

describe('invoice download', () => {
  it('is a whole document with the lines, totals and direction, every value escaped', () => {
    const html = invoiceHtml(doc, labels, (n) => `$${n.toFixed(2)}`, 'rtl', 'ar')
    expect(html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/)
    expect(html).toContain('Ann &lt;b&gt;Lee&lt;/b&gt;')
    expect(html).not.toContain('<b>Lee')
    expect(html).toContain('<td>$300.00</td>')
    expect(html).toContain('TOTAL: $330.00')
    expect(html).not.toMatch(/<script|src=/)
  })
})
