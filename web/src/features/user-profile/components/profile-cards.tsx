import {
  Avatar,
  AvatarGroup,
  AvatarGroupItem,
  Badge,
  Body1,
  Caption1,
  Card,
  CardHeader,
  makeStyles,
  mergeClasses,
  ProgressBar,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { Connection, Project, ProfileTab, Team } from '../api'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  chips: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  center: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalS,
  },
})

const members = (people: { name: string }[]) => (
  <AvatarGroup layout="stack" size={24}>
    {people.slice(0, 5).map((p) => (
      <AvatarGroupItem key={p.name} name={p.name} />
    ))}
  </AvatarGroup>
)

/** The teams, projects and connections tabs: one card per item of the sandbox data. */
export function ProfileCards({ tab, items }: { tab: Exclude<ProfileTab, 'profile'>; items: unknown[] }) {
  const { t } = useTranslation('account')
  const styles = useStyles()
  const chips = (list: { title: string }[]) => (
    <div className={styles.chips}>
      {list.map((c) => (
        <Badge key={c.title} appearance="tint">
          {c.title}
        </Badge>
      ))}
    </div>
  )
  return (
    <div className={styles.grid}>
      {tab === 'teams' &&
        (items as Team[]).map((team) => (
          <Card key={team.title} className={styles.card}>
            <CardHeader
              image={<Avatar name={team.title} shape="square" />}
              header={
                <Body1>
                  <b>{team.title}</b>
                </Body1>
              }
            />
            <Text className={styles.muted}>{team.description}</Text>
            {members(team.avatarGroup)}
            {chips(team.chips)}
          </Card>
        ))}
      {tab === 'projects' &&
        (items as Project[]).map((p) => (
          <Card key={p.title} className={styles.card}>
            <CardHeader
              image={<Avatar name={p.title} shape="square" />}
              header={
                <Body1>
                  <b>{p.title}</b>
                </Body1>
              }
              description={<Caption1>{p.client}</Caption1>}
            />
            <Text className={styles.muted}>{p.description}</Text>
            <Caption1>
              {t('userProfile.budget', { spent: p.budgetSpent, budget: p.budget })} ·{' '}
              {t('userProfile.deadline', { date: p.deadline })}
            </Caption1>
            <ProgressBar value={p.totalTask ? p.completedTask / p.totalTask : 0} thickness="large" aria-hidden />
            <Caption1>{t('userProfile.tasks', { done: p.completedTask, total: p.totalTask })}</Caption1>
            {members(p.avatarGroup)}
          </Card>
        ))}
      {tab === 'connections' &&
        (items as Connection[]).map((c) => (
          <Card key={c.name} className={mergeClasses(styles.card, styles.center)}>
            <Avatar size={72} name={c.name} image={{ src: c.avatar }} />
            <Body1>
              <b>{c.name}</b>
            </Body1>
            <Caption1 className={styles.muted}>{c.designation}</Caption1>
            {chips(c.chips)}
            <Caption1>
              {t('userProfile.counts', { projects: c.projects, tasks: c.tasks, connections: c.connections })}
            </Caption1>
          </Card>
        ))}
    </div>
  )
}
