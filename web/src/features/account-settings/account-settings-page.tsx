import { makeStyles, Tab, TabList, Title2, tokens } from '@fluentui/react-components'
import { AlertRegular, LinkRegular, LockClosedRegular, PaymentRegular, PersonRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Redirect, useLocation } from 'wouter'
import type { ScreenProps } from '../../lib/routing/route-types'
import { paths } from '../../config/paths'
import { ResetSandboxCard } from '../sandbox-scope'
import { AccountTab } from './components/account-tab'
import { ConnectionsTab } from './components/connections-tab'
import { NotificationsTab } from './components/notifications-tab'
import { PlanTab } from './components/plan-tab'
import { SecurityTab } from './components/security-tab'

export const TABS = ['account', 'security', 'billing-plans', 'notification', 'connection'] as const
type TabName = (typeof TABS)[number]
const isTab = (value: string | undefined): value is TabName => TABS.includes(value as TabName)

const ICONS = {
  account: PersonRegular,
  security: LockClosedRegular,
  'billing-plans': PaymentRegular,
  notification: AlertRegular,
  connection: LinkRegular,
}
const PANELS = {
  account: AccountTab,
  security: SecurityTab,
  'billing-plans': PlanTab,
  notification: NotificationsTab,
  connection: ConnectionsTab,
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  tabs: { overflowX: 'auto' },
})

/** Account settings by tab: the tab is part of the path, so each can be linked. */
export function AccountSettingsPage({ params }: ScreenProps) {
  const { t } = useTranslation('account')
  const styles = useStyles()
  const [, navigate] = useLocation()
  if (!isTab(params.tab)) return <Redirect to={paths.accountSettings.tab.getHref({ tab: 'account' })} replace />
  const Panel = PANELS[params.tab]
  return (
    <section className={styles.root}>
      <Title2 as="h1">{t('title')}</Title2>
      <TabList
        className={styles.tabs}
        selectedValue={params.tab}
        onTabSelect={(_, data) => navigate(paths.accountSettings.tab.getHref({ tab: String(data.value) }))}
      >
        {TABS.map((tab) => {
          const Icon = ICONS[tab]
          return (
            <Tab key={tab} value={tab} icon={<Icon />}>
              {t(`tabs.${tab}`)}
            </Tab>
          )
        })}
      </TabList>
      <Panel />
      {params.tab === 'account' && <ResetSandboxCard />}
    </section>
  )
}
