import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Caption1,
  Checkbox,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { CourseDetails } from './academy-api'

const useStyles = makeStyles({
  head: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
  muted: { color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  current: { fontWeight: tokens.fontWeightSemibold },
})

interface LectureListProps {
  content: CourseDetails['content']
  busy: string | undefined
  current: string | undefined
  onToggle: (sectionId: string, topic: number, isCompleted: boolean) => void
  onSelect: (key: string) => void
}

export const lectureKey = (sectionId: string, topic: number) => `${sectionId}:${topic}`

/** The course content: sections with their lectures, each with a completion checkbox the service keeps. */
export function LectureList({ content, busy, current, onToggle, onSelect }: LectureListProps) {
  const { t } = useTranslation('sandboxAcademy')
  const styles = useStyles()
  return (
    <Accordion multiple collapsible defaultOpenItems={content.map((s) => s.id)}>
      {content.map((section) => (
        <AccordionItem key={section.id} value={section.id}>
          <AccordionHeader>
            <span className={styles.head}>
              <Text weight="semibold">{section.title}</Text>
              <Caption1 className={styles.muted}>
                {t('sectionStatus', { status: section.status, time: section.time })}
              </Caption1>
            </span>
          </AccordionHeader>
          <AccordionPanel>
            <ul className={styles.list} aria-label={section.title}>
              {section.topics.map((topic, i) => {
                const key = lectureKey(section.id, i)
                return (
                  <li key={key} className={styles.item}>
                    <Checkbox
                      checked={topic.isCompleted}
                      disabled={busy === key}
                      label={<span className={current === key ? styles.current : undefined}>{topic.title}</span>}
                      aria-label={t('lectureDone', { title: topic.title })}
                      onChange={(_, d) => {
                        onSelect(key)
                        onToggle(section.id, i, d.checked === true)
                      }}
                    />
                    <Caption1 className={styles.muted}>{topic.time}</Caption1>
                  </li>
                )
              })}
            </ul>
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
