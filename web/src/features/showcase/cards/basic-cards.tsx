import {
  Badge,
  Body1,
  Button,
  Card,
  CardFooter,
  CardHeader,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { ErrorState, LoadingState, EmptyState } from '../../../components/screen-state'
import { api } from '../../../lib/api-client'
import { useExampleData } from '../charts/use-example-data'
import { CardsGrid } from './cards-grid'

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
})

const getCourses = (signal: AbortSignal) =>
  api.GET('/api/apps/academy/courses', { params: { query: { itemsPerPage: '6' } }, signal })

/** Basic cards: a header, a body and one action; here the sandbox's courses. */
export default function BasicCards() {
  const { t } = useTranslation('showcase')
  const styles = useStyles()
  const { data, error, reload } = useExampleData(getCourses)
  if (error) return <ErrorState message={error} onRetry={reload} />
  if (!data) return <LoadingState />
  if (!data.courses.length) return <EmptyState title={t('empty')} />
  return (
    <CardsGrid>
      {data.courses.map((c) => (
        <Card key={c.id} className={styles.card}>
          <CardHeader
            header={<Text weight="semibold">{c.courseTitle}</Text>}
            description={<Text className={styles.muted}>{c.user}</Text>}
            action={<Badge appearance="tint">{c.tags}</Badge>}
          />
          <Body1>{c.desc}</Body1>
          <CardFooter>
            <Link href="/apps/academy/course-details" asChild>
              <Button as="a" appearance="primary">
                {t('cards.open')}
              </Button>
            </Link>
          </CardFooter>
        </Card>
      ))}
    </CardsGrid>
  )
}
