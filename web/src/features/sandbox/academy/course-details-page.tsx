import {
  Avatar,
  Body1,
  Caption1,
  Divider,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components'
import { PlayCircleRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { isApiError } from '../../../lib/api-client'
import { useLoad } from '../../../lib/use-load'
import { below } from '../../../theme/breakpoints'
import { SandboxPage } from '../shared/sandbox-page'
import { getCourseDetails, setLectureCompletion } from './academy-api'
import { sectionStatus } from './course-text'
import { SafeRichText } from '../../../components/safe-rich-text'
import { lectureKey, LectureList } from './lecture-list'
import { useAppAbility } from '../../../lib/ability'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  player: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    minHeight: '220px',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    textAlign: 'center',
  },
  playIcon: { fontSize: '56px', color: tokens.colorBrandForeground1 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  dd: { margin: 0 },
  instructor: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground2 },
})

/** /apps/academy/course-details: the sample course with its lecture list; ticking a lecture is saved by the service. */
export function CourseDetailsPage() {
  const { t } = useTranslation('sandboxAcademy')
  const styles = useStyles()
  const details = useLoad(getCourseDetails, [], t('loadError'))
  const canManage = useAppAbility().can('manage', 'Demo')
  const [busy, setBusy] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const [current, setCurrent] = useState<string>()

  if (details.error)
    return (
      <SandboxPage title={t('courseDetailsTitle')}>
        <ErrorState message={details.error} onRetry={details.reload} />
      </SandboxPage>
    )
  if (!details.data)
    return (
      <SandboxPage title={t('courseDetailsTitle')}>
        <LoadingState />
      </SandboxPage>
    )
  const course = details.data
  const [sectionId, index] = (current ?? lectureKey(course.content[0]?.id ?? '', 0)).split(':')
  const playing = course.content.find((s) => s.id === sectionId)?.topics[Number(index)]

  const toggle = async (section: string, topic: number, isCompleted: boolean) => {
    if (!canManage) return setFailure(t('readOnly'))
    const previous = course
    // Shown at once; the service's answer (or the old state on failure) replaces it.
    details.setData({
      ...course,
      content: course.content.map((s) =>
        s.id !== section
          ? s
          : (() => {
              const topics = s.topics.map((x, i) => (i === topic ? { ...x, isCompleted } : x))
              return { ...s, topics, status: sectionStatus(topics) }
            })(),
      ),
    })
    setBusy(lectureKey(section, topic))
    setFailure(undefined)
    const { data, error } = await setLectureCompletion(section, topic, isCompleted).catch(() => ({
      data: undefined,
      error: undefined,
    }))
    setBusy(undefined)
    if (data) return details.setData(data)
    details.setData(previous)
    setFailure(isApiError(error) ? error.message : t('saveFailed'))
  }

  const fact = (term: string, value: string) => [
    <dt key={`${term}t`} className={styles.term}>
      {term}
    </dt>,
    <dd key={`${term}d`} className={styles.dd}>
      {value}
    </dd>,
  ]
  return (
    <SandboxPage title={course.title} subtitle={t('courseDetailsTitle')}>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.grid}>
        <div className={styles.column}>
          <SectionCard title={t('nowPlaying')}>
            <div
              className={styles.player}
              role="img"
              aria-label={playing ? t('lectureVideo', { title: playing.title }) : t('noLecture')}
            >
              <PlayCircleRegular className={styles.playIcon} aria-hidden />
              <Text weight="semibold">{playing?.title ?? t('noLecture')}</Text>
              {playing && <Caption1 className={styles.muted}>{playing.time}</Caption1>}
            </div>
          </SectionCard>
          <SectionCard title={t('about')}>
            <Body1>{course.about}</Body1>
            <Divider />
            <dl className={styles.facts}>
              {fact(t('skillLevel'), course.skillLevel)}
              {fact(t('students'), String(course.totalStudents))}
              {fact(t('language'), course.language)}
              {fact(t('captions'), course.isCaptions ? t('yes') : t('no'))}
              {fact(t('length'), course.length)}
              {fact(t('lectures'), String(course.totalLectures))}
            </dl>
            <Divider />
            <Subtitle2 as="h3">{t('description')}</Subtitle2>
            <SafeRichText html={course.description} />
            <Divider />
            <Subtitle2 as="h3">{t('instructor')}</Subtitle2>
            <div className={styles.instructor}>
              <Avatar name={course.instructor} size={48} color="colorful" />
              <div>
                <Text weight="semibold" block>
                  {course.instructor}
                </Text>
                <Caption1 className={styles.muted}>{course.instructorPosition}</Caption1>
              </div>
            </div>
          </SectionCard>
        </div>
        <SectionCard title={t('content')}>
          <LectureList
            content={course.content}
            busy={busy}
            current={current}
            onSelect={setCurrent}
            onToggle={(s, i, done) => void toggle(s, i, done)}
          />
        </SectionCard>
      </div>
    </SandboxPage>
  )
}
