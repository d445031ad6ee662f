import { makeStyles, tokens } from '@fluentui/react-components'
import { RocketRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import type { ScreenProps } from '../../lib/routing/route-types'
import { StatusPage } from '../../components/status-page'
import { paths } from '../../config/paths'

const useStyles = makeStyles({
  icon: { fontSize: '72px', color: tokens.colorBrandForeground1 },
})

/** The spec's pages/misc coming-soon, shown by every route whose screen a later issue builds. */
export function ComingSoonPage({ route }: ScreenProps) {
  const { t } = useTranslation('misc')
  const styles = useStyles()
  return (
    <StatusPage
      code={<RocketRegular className={styles.icon} />}
      title={t('comingSoon.title')}
      body={t('comingSoon.body', { screen: t(route.titleKey, { ns: 'routes' }) })}
      actionLabel={t('goHome', { ns: 'common' })}
      actionHref={paths.root.getHref()}
    />
  )
}
