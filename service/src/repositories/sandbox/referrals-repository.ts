import { sql } from 'kysely'
import type { Referral, ReferralQuery } from '../../schemas/sandbox/ecommerce.js'
import { countOf, type Handle } from './handle.js'
import { money, orderOf, pagingOf, totalOf, type SortColumns } from './paging.js'

const SORT: SortColumns = {
  users: ['user_name', 'text'],
  'referred-id': ['referred_id', 'number'],
  earning: ['earning', 'number'],
  value: ['value', 'number'],
  status: ['status', 'text'],
}

export async function listReferrals(db: Handle, query: ReferralQuery): Promise<{ referrals: Referral[]; total: number }> {
  const paging = pagingOf(query)
  const rows = await db.selectFrom('sandbox_referrals')
    .selectAll()
    .select(sql<number>`count(*) over()`.as('total_count'))
    .orderBy(orderOf(query, SORT, sql`id asc`))
    .limit(paging.itemsPerPage)
    .offset(paging.offset)
    .execute()
  const total = await totalOf(rows, paging, () => countOf(db.selectFrom('sandbox_referrals').select((eb) => eb.fn.countAll().as('n'))))
  return {
    total,
    referrals: rows.map((r) => ({
      id: r.id,
      user: r.user_name,
      email: r.email,
      avatar: r.avatar,
      referredId: r.referred_id,
      status: r.status,
      value: money(r.value, r.currency),
      earning: money(r.earning, r.currency),
    })),
  }
}
