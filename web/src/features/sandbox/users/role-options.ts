import { useTranslation } from 'react-i18next'
import { useLoad } from '../../../lib/use-load'
import { listRoleOptions, USER_ROLES, type UserRole } from './users-api'

export interface RoleOption {
  key: string
  label: string
}

/** The choosable roles: the five seeded ones by their translated names, added ones by the name given them. */
export function roleOptionsOf(
  roles: { userRole: string | null; name: string }[],
  seededLabel: (key: UserRole) => string,
): RoleOption[] {
  return roles.flatMap((r) =>
    r.userRole
      ? [
          {
            key: r.userRole,
            label: USER_ROLES.includes(r.userRole as UserRole) ? seededLabel(r.userRole as UserRole) : r.name,
          },
        ]
      : [],
  )
}

/** The copy's roles as options, and a label for any key (a key with no role left shows as itself). */
export function useRoleOptions() {
  const { t } = useTranslation('sandboxUsers')
  const roles = useLoad(listRoleOptions, [], t('loadError'))
  const options = roleOptionsOf(roles.data?.roles ?? [], (key) => t(`roles.${key}`))
  const labelOf = (key: string) =>
    options.find((o) => o.key === key)?.label ??
    (USER_ROLES.includes(key as UserRole) ? t(`roles.${key as UserRole}`) : key)
  return { options, labelOf, error: roles.error }
}
