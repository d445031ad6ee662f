import type { Referral, ReferralQuery } from './schemas.js'
import type { Handle } from '../shared/handle.js'
import { money, type SortColumns } from '../shared/paging.js'
import { listPage } from '../shared/list-page-repository.js'

const SORT: SortColumns = {
  users: ['user_name', 'text'],
  'referred-id': ['referred_id', 'number'],
  earning: ['earning', 'number'],
  value: ['value', 'number'],
  status: ['status', 'text'],
}

export async function listReferrals(
  db: Handle,
  scope: string,
  query: ReferralQuery,
): Promise<{ referrals: Referral[]; total: number }> {
  const { rows, total } = await listPage(
    () => db.selectFrom('sandbox_referrals').where('scope', '=', scope),
    query,
    SORT,
  )
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
