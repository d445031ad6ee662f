import { WrenchRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { StatusPage } from '../../components/status-page'
import { paths } from '../../config/paths'

/** Shown when the service answers 503 with DEBRIEF_MAINTENANCE; "try again" reloads the whole app. */
export function UnderMaintenancePage() {
  const { t } = useTranslation('misc')
  return (
    <StatusPage
      code={<WrenchRegular />}
      title={t('maintenance.title')}
      body={t('maintenance.body')}
      actionLabel={t('retry', { ns: 'common' })}
      actionHref={paths.root.getHref()}
      fullReload
    />
  )
}
