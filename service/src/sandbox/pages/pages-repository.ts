import { sql } from 'kysely'
import type { FaqGroup, SalesRow } from './schemas.js'
import type { Handle } from '../shared/handle.js'
import { likePattern } from '../shared/paging.js'

export async function listSales(db: Handle, scope: string): Promise<SalesRow[]> {
  const rows = await db.selectFrom('sandbox_sales').selectAll().where('scope', '=', scope).orderBy('id').execute()
  return rows.map(
    (r) => ({ id: r.id, product: r.product, date: r.date, buyer: r.buyer, payment: r.payment }) as SalesRow,
  )
}

/** Groups with their questions; with q, only matching questions and the groups that keep any. */
export async function listFaqGroups(db: Handle, q: string | undefined): Promise<FaqGroup[]> {
  const like = likePattern(q)
  let query = db
    .selectFrom('sandbox_faq_groups as g')
    .innerJoin('sandbox_faqs as f', 'f.group_id', 'g.id')
    .select([
      'g.id as group_id',
      'g.slug',
      'g.faq_title',
      'g.faq_icon',
      'g.faq_subtitle',
      'f.id',
      'f.question',
      'f.answer',
    ])
    .orderBy('g.id')
    .orderBy('f.id')
  if (like) query = query.where(sql`lower(f.question)`, 'like', like)
  const groups = new Map<number, FaqGroup>()
  for (const r of await query.execute()) {
    let g = groups.get(r.group_id)
    if (!g)
      groups.set(
        r.group_id,
        (g = {
          id: r.group_id,
          slug: r.slug,
          faqTitle: r.faq_title,
          faqIcon: r.faq_icon,
          faqSubtitle: r.faq_subtitle,
          faqs: [],
        }),
      )
    g.faqs.push({ id: r.id, question: r.question, answer: r.answer })
  }
  return [...groups.values()]
}
