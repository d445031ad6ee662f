import { Body1, Button, Card, CardHeader, makeStyles, Text, tokens, Tooltip } from '@fluentui/react-components'
import { ArrowClockwiseRegular, ChevronDownRegular, ChevronUpRegular, DismissRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { getLogistics, useFormatters } from '../../sandbox-dashboards'
import { useExampleData } from '../charts/use-example-data'
import { CardsGrid } from './cards-grid'

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS },
})

/** Action cards: collapse, refresh (reads the service again) and remove, in the card header. */
export default function ActionCards() {
  const { t } = useTranslation('showcase')
  const f = useFormatters()
  const styles = useStyles()
  const { data, error, reload, loading } = useExampleData(getLogistics)
  const [collapsed, setCollapsed] = useState<Record<number, boolean>>({})
  const [removed, setRemoved] = useState<number[]>([])
  if (error) return <ErrorState message={error} onRetry={reload} />
  if (!data) return <LoadingState />
  const shown = data.onRoute.filter((v) => !removed.includes(v.id))
  if (!shown.length)
    return (
      <EmptyState
        title={t('cards.allRemoved')}
        action={<Button onClick={() => setRemoved([])}>{t('cards.restore')}</Button>}
      />
    )
  return (
    <CardsGrid>
      {shown.map((v) => (
        <Card key={v.id} className={styles.card}>
          <CardHeader
            header={<Text weight="semibold">{`${v.startCity} → ${v.endCity}`}</Text>}
            action={
              <div className={styles.actions}>
                <Tooltip content={t(collapsed[v.id] ? 'cards.expand' : 'cards.collapse')} relationship="label">
                  <Button
                    appearance="subtle"
                    icon={collapsed[v.id] ? <ChevronDownRegular /> : <ChevronUpRegular />}
                    onClick={() => setCollapsed((c) => ({ ...c, [v.id]: !c[v.id] }))}
                  />
                </Tooltip>
                <Tooltip content={t('cards.refresh')} relationship="label">
                  <Button appearance="subtle" icon={<ArrowClockwiseRegular />} disabled={loading} onClick={reload} />
                </Tooltip>
                <Tooltip content={t('cards.remove')} relationship="label">
                  <Button
                    appearance="subtle"
                    icon={<DismissRegular />}
                    onClick={() => setRemoved((r) => [...r, v.id])}
                  />
                </Tooltip>
              </div>
            }
          />
          {!collapsed[v.id] && (
            <>
              <Body1>{t('cards.progress', { value: f.percent(v.progress) })}</Body1>
              <Body1>{v.warnings}</Body1>
              <Link href="/apps/logistics/fleet">{t('cards.openFleet')}</Link>
            </>
          )}
        </Card>
      ))}
    </CardsGrid>
  )
}
