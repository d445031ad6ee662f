import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { useAppAbility } from '../../lib/ability'
import { userDataAtom } from '../../lib/session-atoms'
import type { Account } from './api'
import { accountSubject, assignableRoles, sameKindRoles } from './role-options'

/** What this user may do with accounts, read from the service's rules (the service still decides). */
export function useAccountPermissions() {
  const ability = useAppAbility()
  const user = useAtomValue(userDataAtom)
  const selfId = user?.id
  return useMemo(() => {
    const can = (action: 'update' | 'delete', account: Account) =>
      ability.can(action, accountSubject(account.orgId, account.role))
    return {
      selfId,
      /** A platform user (no organization) sees every organization's accounts, so the column is worth it. */
      acrossOrganizations: !user?.orgId,
      inviteRoles: assignableRoles(ability, 'create', user?.orgId ?? null),
      editRoles: (account: Account) => assignableRoles(ability, 'update', account.orgId, sameKindRoles(account.role)),
      canEdit: (account: Account) => can('update', account),
      canDelete: (account: Account) => account.id !== selfId && can('delete', account),
    }
    // ability.rules: a new rules array after ability.update() refreshes the memo.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [ability, ability.rules, user?.orgId, selfId])
}
