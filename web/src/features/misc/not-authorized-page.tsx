import { useTranslation } from 'react-i18next'
import { StatusPage } from '../../components/status-page'
import { paths } from '../../config/paths'

/** Where the guard sends a signed-in user who lacks the route's permissions. */
export function NotAuthorizedPage() {
  const { t } = useTranslation('misc')
  return (
    <StatusPage
      code={t('notAuthorized.code')}
      title={t('notAuthorized.title')}
      body={t('notAuthorized.body')}
      actionLabel={t('goHome', { ns: 'common' })}
      actionHref={paths.root.getHref()}
    />
  )
}
