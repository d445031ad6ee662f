import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { Redirect, useLocation } from 'wouter'
import type { ScreenProps } from '../../lib/routing/route-types'
import { paths } from '../../config/paths'
import { LoadState } from '../../components/load-state'
import { useLoad } from '../../lib/use-load'
import { getProfileTab, PROFILE_TABS, type ProfileTab } from './api'
import { ProfileCards } from './components/profile-cards'
import { ProfileHeaderCard } from './components/profile-header-card'
import { ProfileOverviewTab } from './components/profile-overview-tab'
import type { ProfileOverview } from './api'

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } })
const isTab = (value: string | undefined): value is ProfileTab => PROFILE_TABS.includes(value as ProfileTab)

/** The user profile by tab: the header, then the tab's data from /api/pages/profile?tab=. */
export function UserProfilePage({ params }: ScreenProps) {
  const { t } = useTranslation('account')
  const styles = useStyles()
  const [, navigate] = useLocation()
  if (!isTab(params.tab)) return <Redirect to={paths.userProfile.tab.getHref({ tab: 'profile' })} replace />
  return (
    <section className={styles.root}>
      <ProfileHeaderCard />
      <TabList
        selectedValue={params.tab}
        onTabSelect={(_, d) => navigate(paths.userProfile.tab.getHref({ tab: String(d.value) }))}
      >
        {PROFILE_TABS.map((tab) => (
          <Tab key={tab} value={tab}>
            {t(`userProfile.tabs.${tab}`)}
          </Tab>
        ))}
      </TabList>
      <TabContent key={params.tab} tab={params.tab} />
    </section>
  )
}

function TabContent({ tab }: { tab: ProfileTab }) {
  const load = useCallback(() => getProfileTab(tab), [tab])
  const { data, error, reload } = useLoad(() => load(), [load], 'failed')
  if (!data) return <LoadState failed={Boolean(error)} onRetry={reload} />
  if (tab === 'profile') return <ProfileOverviewTab data={data as ProfileOverview} />
  return <ProfileCards tab={tab} items={data as unknown[]} />
}
