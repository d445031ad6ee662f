import {
  Avatar,
  Badge,
  Body1,
  Caption1,
  Card,
  makeStyles,
  Subtitle1,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { useLoad } from '../../../lib/use-load'
import { below } from '../../../theme/breakpoints'
import type { ScreenProps } from '../../../lib/routing/route-types'
import { SandboxPage } from '../shared/sandbox-page'
import { UserDetailsList } from './user-details-list'
import { UserStatusBadge } from './user-status-badge'
import { useAppAbility } from '../../../lib/ability'
import { useRoleOptions } from './role-options'
import { UserRoleChange } from './user-role-change'
import { getUser, USER_PLANS, type UserPlan } from './users-api'

const TABS = ['account', 'security', 'billing', 'notifications', 'connections'] as const
type TabName = (typeof TABS)[number]

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(260px, 1fr) 2fr',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  profile: {
    alignItems: 'center',
    textAlign: 'center',
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalM,
  },
  stats: { display: 'flex', gap: tokens.spacingHorizontalXL, justifyContent: 'center' },
  stat: { display: 'flex', flexDirection: 'column' },
  tabs: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  tabList: { overflowX: 'auto' },
})

/** /apps/user/view/{id}: one sample user's profile card and the tabs over the detail call's data. */
export function UserViewPage({ params }: ScreenProps) {
  const { t } = useTranslation('sandboxUsers')
  const styles = useStyles()
  const id = Number(params.id)
  const user = useLoad((signal) => getUser(id, signal), [id], t('loadUserError'))
  const [tab, setTab] = useState<TabName>('account')
  const roles = useRoleOptions()
  const role = roles.labelOf
  const canManage = useAppAbility().can('manage', 'Demo')
  const plan = (p: string) => (USER_PLANS.includes(p as UserPlan) ? t(`plans.${p as UserPlan}`) : p)

  if (!Number.isInteger(id) || id < 1 || user.notFound) {
    return (
      <SandboxPage title={t('userTitle')}>
        <EmptyState title={t('notFound')} action={<Link href="/apps/user/list">{t('backToList')}</Link>} />
      </SandboxPage>
    )
  }
  if (user.error)
    return (
      <SandboxPage title={t('userTitle')}>
        <ErrorState message={user.error} onRetry={user.reload} />
      </SandboxPage>
    )
  const u = user.data
  if (!u)
    return (
      <SandboxPage title={t('userTitle')}>
        <LoadingState />
      </SandboxPage>
    )

  return (
    <SandboxPage title={u.fullName} subtitle={t('userSubtitle', { username: u.username })}>
      <div className={styles.layout}>
        <Card className={styles.profile}>
          <Avatar name={u.fullName} size={96} color="colorful" />
          <Subtitle1 as="h2">{u.fullName}</Subtitle1>
          <Badge appearance="tint" color="informative">
            {role(u.role)}
          </Badge>
          <div className={styles.stats}>
            <div className={styles.stat}>
              <Text size={500} weight="semibold">
                {u.taskDone}
              </Text>
              <Caption1>{t('taskDone')}</Caption1>
            </div>
            <div className={styles.stat}>
              <Text size={500} weight="semibold">
                {u.projectDone}
              </Text>
              <Caption1>{t('projectDone')}</Caption1>
            </div>
          </div>
          <UserDetailsList
            rows={[
              [t('fields.username'), `@${u.username}`],
              [t('fields.email'), u.email],
              [t('columns.status'), <UserStatusBadge key="s" status={u.status} />],
              [t('fields.role'), role(u.role)],
              [t('taxId'), u.taxId],
              [t('fields.contact'), u.contact],
              [t('language'), u.language],
              [t('fields.country'), u.country],
            ]}
          />
          {canManage && roles.options.length > 0 && (
            <UserRoleChange
              key={u.role}
              user={u}
              options={roles.options}
              labelOf={role}
              onChanged={() => user.reload()}
            />
          )}
        </Card>
        <div className={styles.tabs}>
          <TabList
            className={styles.tabList}
            selectedValue={tab}
            onTabSelect={(_, d) => setTab(d.value as TabName)}
            aria-label={t('tabsLabel')}
          >
            {TABS.map((name) => (
              <Tab key={name} value={name}>
                {t(`tabs.${name}`)}
              </Tab>
            ))}
          </TabList>
          <div role="tabpanel" aria-label={t(`tabs.${tab}`)}>
            {tab === 'account' && (
              <SectionCard title={t('tabs.account')}>
                <UserDetailsList
                  rows={[
                    [t('fields.fullName'), u.fullName],
                    [t('fields.company'), u.company],
                    [t('fields.country'), u.country],
                    [t('language'), u.language],
                  ]}
                />
              </SectionCard>
            )}
            {tab === 'security' && (
              <SectionCard title={t('tabs.security')}>
                <Body1>{t('securityText', { email: u.email })}</Body1>
                <UserDetailsList
                  rows={[
                    [t('fields.username'), `@${u.username}`],
                    [t('columns.status'), <UserStatusBadge key="s" status={u.status} />],
                  ]}
                />
              </SectionCard>
            )}
            {tab === 'billing' && (
              <SectionCard title={t('tabs.billing')}>
                <UserDetailsList
                  rows={[
                    [t('fields.plan'), plan(u.currentPlan)],
                    [t('taxId'), u.taxId],
                    [t('fields.company'), u.company],
                  ]}
                />
              </SectionCard>
            )}
            {tab === 'notifications' && (
              <SectionCard title={t('tabs.notifications')}>
                <Body1>{t('notificationsText', { email: u.email, contact: u.contact })}</Body1>
              </SectionCard>
            )}
            {tab === 'connections' && (
              <SectionCard title={t('tabs.connections')}>
                <UserDetailsList
                  rows={[
                    [t('fields.email'), u.email],
                    [t('fields.contact'), u.contact],
                  ]}
                />
              </SectionCard>
            )}
          </div>
        </div>
      </div>
    </SandboxPage>
  )
}
