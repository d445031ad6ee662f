import { Avatar, Body1, Caption1, Card, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { userDataAtom } from '../../../lib/session-atoms'
import type { ProfileOverview } from '../api'
import { below } from '../../../theme/breakpoints'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(260px, 1fr) 2fr',
    gap: tokens.spacingHorizontalL,
    [below('md')]: { gridTemplateColumns: '1fr' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  list: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
})

type Facts = ProfileOverview['about']

/** The profile tab: about, contacts, teams and overview facts beside connections and teams. */
export function ProfileOverviewTab({ data }: { data: ProfileOverview }) {
  const { t } = useTranslation('account')
  const styles = useStyles()
  // About is the signed-in person's: their name and role replace the sample's.
  const user = useAtomValue(userDataAtom)
  const about = data.about.map((f) =>
    user && f.property === 'Full Name'
      ? { ...f, value: user.fullName }
      : user && f.property === 'Role'
        ? { ...f, value: t(`roles.${user.role}`, { ns: 'common' }) }
        : f,
  )
  const facts = (title: string, items: Facts) => (
    <>
      <Caption1 className={styles.muted}>{title}</Caption1>
      <ul className={styles.list}>
        {items.map((f) => (
          <li key={f.property}>
            <Text weight="semibold">{f.property}:</Text> <Text>{f.value}</Text>
          </li>
        ))}
      </ul>
    </>
  )
  return (
    <div className={styles.grid}>
      <div className={styles.column}>
        <Card className={styles.card}>
          {facts(t('userProfile.about'), about)}
          {facts(
            t('userProfile.contacts'),
            data.contacts.map((f) => (user && f.property === 'Email' ? { ...f, value: user.email } : f)),
          )}
          {facts(t('userProfile.teams'), data.teams)}
        </Card>
        <Card className={styles.card}>{facts(t('userProfile.overview'), data.overview)}</Card>
      </div>
      <div className={styles.column}>
        <Card className={styles.card}>
          <Subtitle2 as="h2">{t('userProfile.tabs.connections')}</Subtitle2>
          {data.connections.map((c) => (
            <div key={c.name} className={styles.person}>
              <Avatar name={c.name} image={{ src: c.avatar }} />
              <div>
                <Body1>{c.name}</Body1>
                <br />
                <Caption1 className={styles.muted}>{c.connections}</Caption1>
              </div>
            </div>
          ))}
        </Card>
        <Card className={styles.card}>
          <Subtitle2 as="h2">{t('userProfile.tabs.teams')}</Subtitle2>
          {data.teamsTech.map((team) => (
            <div key={team.title} className={styles.person}>
              <Avatar name={team.title} image={{ src: team.avatar }} shape="square" />
              <div>
                <Body1>{team.title}</Body1>
                <br />
                <Caption1 className={styles.muted}>{t('userProfile.members', { count: team.members })}</Caption1>
              </div>
            </div>
          ))}
        </Card>
      </div>
    </div>
  )
}
