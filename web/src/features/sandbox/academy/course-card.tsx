import {
  Avatar,
  Badge,
  Body1,
  Caption1,
  Card,
  makeStyles,
  ProgressBar,
  Subtitle2,
  tokens,
} from '@fluentui/react-components'
import { ClockRegular, StarFilled } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { progressOf, type Course } from './academy-api'

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL, minWidth: 0 },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
  rating: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  star: { color: tokens.colorPaletteMarigoldForeground1 },
  desc: {
    color: tokens.colorNeutralForeground2,
    display: '-webkit-box',
    WebkitLineClamp: '2',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecoration: 'none',
    ':hover': { textDecoration: 'underline' },
  },
})

/** One course of "My courses": label, rating, tutor, time, progress and the way into the course. */
export function CourseCard({ course }: { course: Course }) {
  const { t, i18n } = useTranslation('sandboxAcademy')
  const styles = useStyles()
  const percent = progressOf(course)
  const done = course.completedTasks === course.totalTasks
  return (
    <Card className={styles.card} role="listitem" aria-label={course.courseTitle}>
      <div className={styles.head}>
        <Badge appearance="tint" color="brand">
          {t(`labels.${course.tags}`, { defaultValue: course.tags })}
        </Badge>
        <Caption1 className={styles.rating}>
          <StarFilled className={styles.star} aria-hidden />
          {new Intl.NumberFormat(i18n.language).format(course.rating)} ({course.ratingCount})
        </Caption1>
      </div>
      <Subtitle2 as="h2">{course.courseTitle}</Subtitle2>
      <Body1 className={styles.desc}>{course.desc}</Body1>
      <div className={styles.row}>
        <Avatar name={course.user} size={24} color="colorful" />
        <Caption1>{course.user}</Caption1>
      </div>
      <div className={styles.row}>
        <ClockRegular aria-hidden />
        <Caption1>{course.time}</Caption1>
      </div>
      <ProgressBar
        value={percent / 100}
        thickness="large"
        color={done ? 'success' : 'brand'}
        aria-label={t('progressOf', { title: course.courseTitle, percent })}
      />
      <div className={styles.head}>
        <Caption1>
          {done ? t('completed') : t('tasks', { done: course.completedTasks, total: course.totalTasks })}
        </Caption1>
        <Link className={styles.link} href="/apps/academy/course-details">
          {done ? t('review') : t('continue')}
        </Link>
      </div>
    </Card>
  )
}
