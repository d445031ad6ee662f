import {
  Body1,
  Button,
  Card,
  CardHeader,
  makeStyles,
  ProgressBar,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components'
import { TrophyRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { ErrorState, LoadingState } from '../../../components/screen-state'
import { getAcademy, getEcommerce, useFormatters } from '../../sandbox-dashboards'
import { useExampleData } from '../charts/use-example-data'
import { CardsGrid } from './cards-grid'

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  trophy: { fontSize: '48px', color: tokens.colorPaletteMarigoldForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
})

// A round goal just above what the shop has sold: the card shows how far there is to go.
const goalAbove = (value: number) => Math.max(1000, Math.ceil((value * 1.2) / 1000) * 1000)

/** Gamification cards: a congratulation with the figure earned, and progress towards a goal. */
export default function GamificationCards() {
  const { t } = useTranslation('showcase')
  const f = useFormatters()
  const styles = useStyles()
  const shop = useExampleData(getEcommerce)
  const academy = useExampleData(getAcademy)
  if (shop.error || academy.error)
    return (
      <ErrorState
        message={shop.error ?? academy.error ?? ''}
        onRetry={() => {
          shop.reload()
          academy.reload()
        }}
      />
    )
  if (!shop.data || !academy.data) return <LoadingState />
  const revenue = shop.data.stats.revenue
  const goal = goalAbove(revenue)
  const p = academy.data.progress
  return (
    <CardsGrid>
      <Card className={styles.card}>
        <TrophyRegular className={styles.trophy} aria-hidden />
        <Title2 as="p">{t('cards.congratulations')}</Title2>
        <Body1>{t('cards.revenueEarned', { revenue: f.money(revenue) })}</Body1>
        <Text className={styles.muted}>{t('cards.goal', { goal: f.money(goal) })}</Text>
        <ProgressBar value={revenue / goal} thickness="large" aria-label={t('cards.goal', { goal: f.money(goal) })} />
      </Card>
      <Card className={styles.card}>
        <CardHeader
          header={<Text weight="semibold">{t('cards.learning')}</Text>}
          description={
            <Text className={styles.muted}>{t('cards.coursesDone', { done: p.completed, total: p.courses })}</Text>
          }
        />
        <ProgressBar
          value={p.courses ? p.completed / p.courses : 0}
          thickness="large"
          aria-label={t('cards.coursesDone', { done: p.completed, total: p.courses })}
        />
        <Link href="/apps/academy/my-course" asChild>
          <Button as="a" appearance="primary">
            {t('cards.keepLearning')}
          </Button>
        </Link>
      </Card>
    </CardsGrid>
  )
}
