import { Caption1, makeStyles, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { SelfInterviewDetail } from '../api'

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'baseline',
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke2,
    paddingInlineStart: tokens.spacingHorizontalM,
  },
  when: { color: tokens.colorNeutralForeground3, minWidth: '150px' },
})

/** Every transition and mail of the interview, oldest first, with its time. */
export function Timeline({ events }: { events: SelfInterviewDetail['events'] }) {
  const { t, i18n } = useTranslation('selfInterviews')
  const styles = useStyles()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' })
  return (
    <ol className={styles.list} data-testid="timeline">
      {events.map((e, i) => (
        <li key={i} className={styles.item}>
          <Caption1 className={styles.when}>{date.format(new Date(e.at))}</Caption1>
          <Text>{t(`event.${e.kind}`, { defaultValue: e.kind })}</Text>
        </li>
      ))}
    </ol>
  )
}
