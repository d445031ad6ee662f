import { Card, Subtitle1 } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useListPageStyles } from '../../../components/list-page-styles'
import { useLoad } from '../../../lib/use-load'
import { useUrlQuery } from '../shared/use-url-query'
import { listUsers, UserDataTable, type UserQuery } from '../users'

const DEFAULTS: UserQuery = { page: 1, itemsPerPage: 10 }
const SPEC = {
  q: 'string',
  role: 'string',
  plan: 'string',
  status: 'string',
  page: 'number',
  itemsPerPage: 'number',
  sortBy: 'string',
  orderBy: 'string',
} as const
// Any role key: the roles include those added on this screen (an unknown key simply matches no user).
const ALLOWED = { sortBy: ['user', 'email', 'role', 'plan', 'status'], orderBy: ['asc', 'desc'] }

/** The roles page's users table: the users list's own table, filtered, searched and paged by the service. */
export function RoleUsers() {
  const { t } = useTranslation('sandboxRoles')
  const { t: tu } = useTranslation('sandboxUsers')
  const list = useListPageStyles()
  const [query, setQuery] = useUrlQuery<UserQuery>(DEFAULTS, SPEC, ALLOWED)
  const users = useLoad((signal) => listUsers(query, signal), [JSON.stringify(query)], tu('loadError'))
  return (
    <Card className={list.card}>
      <Subtitle1 as="h2">{t('usersTitle')}</Subtitle1>
      <UserDataTable query={query} setQuery={setQuery} list={users} />
    </Card>
  )
}
