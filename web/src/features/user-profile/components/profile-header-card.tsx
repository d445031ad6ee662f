import { Avatar, Caption1, Card, makeStyles, Text, Title3, tokens } from '@fluentui/react-components'
import { BriefcaseRegular, CalendarLtrRegular, LocationRegular } from '@fluentui/react-icons'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { userDataAtom } from '../../../lib/session-atoms'
import { LoadState } from '../../../components/load-state'
import { useLoad } from '../../../lib/use-load'
import { getProfileHeader } from '../api'
import { initialsOf } from '../../../lib/initials'

const useStyles = makeStyles({
  card: { padding: 0, overflow: 'hidden' },
  // A brand band stands in for the cover picture, which the sandbox names but does not serve.
  cover: {
    height: '140px',
    backgroundImage: `linear-gradient(120deg, ${tokens.colorBrandBackground} 0%, ${tokens.colorBrandBackgroundPressed} 100%)`,
  },
  body: {
    display: 'flex',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalXL,
    padding: `0 ${tokens.spacingHorizontalXL} ${tokens.spacingVerticalXL}`,
    flexWrap: 'wrap',
  },
  avatar: {
    marginTop: '-48px',
    outline: `4px solid ${tokens.colorNeutralBackground1}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  meta: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', color: tokens.colorNeutralForeground3 },
  item: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
})

/** Name, designation, location and joining date over a brand band. */
export function ProfileHeaderCard() {
  const { t } = useTranslation('account')
  const styles = useStyles()
  const { data: sample, error, reload } = useLoad(() => getProfileHeader(), [], 'failed')
  // The header is the signed-in person's own: name, picture and role; the sandbox sample fills only the rest.
  const user = useAtomValue(userDataAtom)
  const data =
    sample && user
      ? {
          ...sample,
          fullName: user.fullName,
          profileImg: user.avatar ?? '',
          designation: t(`roles.${user.role}`, { ns: 'common' }),
        }
      : sample
  if (!data) return <LoadState failed={Boolean(error)} onRetry={reload} />
  return (
    <Card className={styles.card}>
      <div className={styles.cover} />
      <div className={styles.body}>
        <Avatar
          className={styles.avatar}
          size={96}
          shape="square"
          name={data.fullName}
          initials={initialsOf(data.fullName)}
          image={data.profileImg ? { src: data.profileImg } : undefined}
          color="colorful"
        />
        <div className={styles.text}>
          <Title3 as="h1">{data.fullName}</Title3>
          <div className={styles.meta}>
            <Text className={styles.item}>
              <BriefcaseRegular aria-hidden />
              {data.designation}
            </Text>
            <Text className={styles.item}>
              <LocationRegular aria-hidden />
              {data.location}
            </Text>
            <Caption1 className={styles.item}>
              <CalendarLtrRegular aria-hidden />
              {t('userProfile.joined', { date: data.joiningDate })}
            </Caption1>
          </div>
        </div>
      </div>
    </Card>
  )
}
