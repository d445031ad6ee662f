import { Body1, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { LlmRun } from '../api'
import { currencyOf, formatCost, formatDuration, formatTokens } from '../format-run'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    gap: tokens.spacingVerticalM,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0 },
})

/** Source, engine, model, tokens in and out, cost, duration and who ran it. */
export function RunFacts({ run }: { run: LlmRun }) {
  const { t, i18n } = useTranslation('llm')
  const styles = useStyles()
  const facts: [string, string][] = [
    [
      t('columns.source'),
      `${t(`sourceKind.${run.sourceKind}`)}${run.sourceKind !== 'text' ? `: ${run.sourceName}` : ''}`,
    ],
    [t('columns.engine'), t(`engine.${run.engine}`)],
    [t('columns.model'), run.model ?? '—'],
    [t('detail.tokensIn'), formatTokens(run.promptTokens, i18n.language)],
    [t('detail.tokensOut'), formatTokens(run.completionTokens, i18n.language)],
    [t('columns.cost'), formatCost(run.costMinor, currencyOf(run), i18n.language)],
    [t('columns.duration'), formatDuration(run.durationMs)],
    [t('columns.who'), run.createdBy ?? '—'],
    [
      t('detail.options'),
      `${t(`length.${run.options.length}`)} · ${run.options.language === 'source' ? t('language.source') : run.options.language}`,
    ],
  ]
  return (
    <dl className={styles.grid}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>
            <Body1>{value}</Body1>
          </dd>
        </div>
      ))}
    </dl>
  )
}
