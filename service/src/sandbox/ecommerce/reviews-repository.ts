import { sql } from 'kysely'
import type { Review, ReviewQuery } from './schemas.js'
import type { Handle } from '../shared/handle.js'
import { likePattern, type SortColumns } from '../shared/paging.js'
import { listPage } from '../shared/list-page-repository.js'

const SORT: SortColumns = {
  product: ['product', 'text'],
  reviewer: ['reviewer', 'text'],
  date: ['date', 'number'],
  status: ['status', 'text'],
}
const SEARCHED = ['product', 'reviewer', 'email', 'head', 'para'] as const

function filtered(db: Handle, scope: string, query: ReviewQuery) {
  let q = db.selectFrom('sandbox_reviews').where('scope', '=', scope)
  const like = likePattern(query.q)
  if (like) q = q.where((eb) => eb.or(SEARCHED.map((c) => eb(sql`lower(${sql.ref(c)})`, 'like', like))))
  if (query.status && query.status !== 'All') q = q.where('status', '=', query.status)
  return q
}

export async function listReviews(
  db: Handle,
  scope: string,
  query: ReviewQuery,
): Promise<{ reviews: Review[]; total: number }> {
  const { rows, total } = await listPage(() => filtered(db, scope, query), query, SORT)
  return {
    total,
    reviews: rows.map((r) => ({
      id: r.id,
      product: r.product,
      companyName: r.company_name,
      productImage: r.product_image,
      reviewer: r.reviewer,
      email: r.email,
      avatar: r.avatar,
      date: r.date,
      status: r.status,
      review: r.review,
      head: r.head,
      para: r.para,
    })),
  }
}

export const deleteReview = async (db: Handle, scope: string, id: number) =>
  Number(
    (await db.deleteFrom('sandbox_reviews').where('scope', '=', scope).where('id', '=', id).executeTakeFirst())
      .numDeletedRows,
  ) > 0
