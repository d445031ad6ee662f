import { useTranslation } from 'react-i18next'
import { StatusPage } from '../../components/status-page'
import { paths } from '../../config/paths'

/** The spec's `{error}` catch-all and /pages/misc/page-not-found. */
export function NotFoundPage() {
  const { t } = useTranslation('misc')
  return (
    <StatusPage
      code={t('notFound.code')}
      title={t('notFound.title')}
      body={t('notFound.body')}
      actionLabel={t('goHome', { ns: 'common' })}
      actionHref={paths.root.getHref()}
    />
  )
}
