import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'

/** Our own wording around the template's FAQ constants ($69/$99 delivery, 48 h, 72 h, 15 days). */
const GROUPS: { slug: string; title: string; icon: string; subtitle: string; faqs: [string, string][] }[] = [
  {
    slug: 'payment',
    title: 'Payment',
    icon: 'ri-bank-card-line',
    subtitle: 'Paying for orders',
    faqs: [
      [
        'When is my card charged?',
        'Your card is charged when the order ships. Pre-orders are charged on their release day.',
      ],
      [
        'Which payment methods are accepted?',
        'Major credit and debit cards and PayPal. Invoices can be paid by bank transfer.',
      ],
      ['Can I pay in instalments?', 'Orders above $500 can be split into three monthly payments at checkout.'],
    ],
  },
  {
    slug: 'delivery',
    title: 'Delivery',
    icon: 'ri-truck-line',
    subtitle: 'Shipping and scheduled delivery',
    faqs: [
      [
        'How much does scheduled delivery cost?',
        'A delivery on a chosen day costs $69; a chosen two-hour window on that day costs $99.',
      ],
      [
        'Can I cancel a scheduled order?',
        'Yes, up to 72 hours before the delivery slot, from the order page, at no charge.',
      ],
      ['Do you ship abroad?', 'We ship to most countries; customs duties are shown before you pay.'],
    ],
  },
  {
    slug: 'cancellation-return',
    title: 'Cancellation & Return',
    icon: 'ri-arrow-go-back-line',
    subtitle: 'Returns and refunds',
    faqs: [
      ['How long do I have to return an item?', 'Return any unused item within 15 days of delivery for a full refund.'],
      [
        'When will I get my refund?',
        'Refunds reach your account within five working days after the return is received.',
      ],
    ],
  },
  {
    slug: 'my-orders',
    title: 'My Orders',
    icon: 'ri-shopping-bag-3-line',
    subtitle: 'Tracking and damage',
    faqs: [
      [
        'My parcel arrived damaged. What now?',
        'Report the damage within 48 hours of delivery with a photo, and we send a replacement.',
      ],
      ['Where can I track my order?', 'The tracking link is in your confirmation mail and on the order page.'],
    ],
  },
  {
    slug: 'product-services',
    title: 'Product & Services',
    icon: 'ri-settings-4-line',
    subtitle: 'Warranty and support',
    faqs: [
      ['Do products come with a warranty?', 'Electronics carry a two-year warranty; accessories one year.'],
      ['How do I reach support?', 'Write from the help center; we answer within one working day.'],
    ],
  },
]

export async function seedFaq(trx: Transaction<Database>) {
  await trx
    .insertInto('sandbox_faq_groups')
    .values(
      GROUPS.map((g, i) => ({
        id: i + 1,
        slug: g.slug,
        faq_title: g.title,
        faq_icon: g.icon,
        faq_subtitle: g.subtitle,
      })),
    )
    .execute()
  let id = 0
  const faqs = GROUPS.flatMap((g, i) =>
    g.faqs.map(([question, answer]) => ({ id: ++id, group_id: i + 1, question, answer })),
  )
  await trx.insertInto('sandbox_faqs').values(faqs).execute()
}
