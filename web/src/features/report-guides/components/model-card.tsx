import {
  Badge,
  Body1,
  Caption1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { useMemo } from 'react'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import type { Loaded } from '../../../lib/use-load'
import type { ReportExample } from '../api'
import type { KindGuide } from '../kind-catalogue'
import { modelStructureOf, type ModelStructure } from '../model-structure'
import { useGuideText } from '../use-guide-text'

const useStyles = makeStyles({
  sections: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  sectionHead: {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  sectionTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  table: { tableLayout: 'auto' },
  weight: { width: '1%', whiteSpace: 'nowrap', textAlign: 'end' },
  share: { width: '40%' },
  shareCell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  bar: { height: '6px', borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorBrandBackground },
  track: {
    flexGrow: 1,
    height: '6px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground5,
    overflow: 'hidden',
  },
  pct: {
    minWidth: '36px',
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    color: tokens.colorNeutralForeground3,
  },
  shape: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  code: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    overflowX: 'auto',
  },
})

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0)

/** The template document's shape (what the JSON builder stores), illustrated with the default's first criterion. */
function documentShape(structure: ModelStructure): string {
  const section = structure.sections[0]
  const criterion = section?.criteria[0]
  return JSON.stringify(
    {
      sections: [
        {
          id: section?.id ?? 'section',
          title: section?.title ?? '…',
          criteria: [
            {
              id: criterion?.id ?? 'criterion',
              title: criterion?.title ?? '…',
              weight: criterion?.weight ?? 1,
              keywords: ['…'],
            },
          ],
        },
      ],
    },
    null,
    2,
  )
}

/** The rubric, competence model or template a kind is scored against: its default, read from the worked example. */
export function ModelCard({
  model,
  example,
}: {
  model: NonNullable<KindGuide['model']>
  example: Loaded<ReportExample>
}) {
  const { t, text, language } = useGuideText()
  const styles = useStyles()
  const structure = useMemo(() => (example.data ? modelStructureOf(example.data) : null), [example.data])
  const total = structure?.sections.reduce((a, s) => a + s.criteria.reduce((b, c) => b + c.weight, 0), 0) ?? 0
  const fmt = new Intl.NumberFormat(language, { maximumFractionDigits: 2 })
  const pct = new Intl.NumberFormat(language, { style: 'percent' })

  let body
  if (!example.data)
    body =
      example.error || example.notFound ? (
        <ErrorState message={t('model.structure.loadError')} onRetry={example.reload} />
      ) : (
        <LoadingState />
      )
  else if (!structure?.sections.length) body = <EmptyState title={t('model.structure.empty')} />
  else {
    body = (
      <>
        <Caption1 className={styles.muted}>{t('model.structureCaption')}</Caption1>
        <div className={styles.sections}>
          {structure.sections.map((s) => {
            const weight = s.criteria.reduce((a, c) => a + c.weight, 0)
            return (
              <div key={s.id} className={styles.section}>
                <div className={styles.sectionHead}>
                  <h3 className={styles.sectionTitle}>{s.title ?? t('model.structure.criteria')}</h3>
                  <Caption1 className={styles.muted}>
                    {t('model.structure.sectionWeight', { weight: fmt.format(weight) })}
                  </Caption1>
                </div>
                <Table size="small" className={styles.table} aria-label={s.title ?? t('model.structure.criteria')}>
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>{t('model.structure.criterion')}</TableHeaderCell>
                      <TableHeaderCell className={styles.weight}>{t('model.structure.weight')}</TableHeaderCell>
                      <TableHeaderCell className={styles.share}>{t('model.structure.share')}</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {s.criteria.map((c) => (
                      <TableRow key={c.id}>
                        <TableCell>{c.title}</TableCell>
                        <TableCell className={styles.weight}>{fmt.format(c.weight)}</TableCell>
                        <TableCell className={styles.share}>
                          <div className={styles.shareCell}>
                            <div className={styles.track}>
                              <div className={styles.bar} style={{ width: `${percent(c.weight, total)}%` }} />
                            </div>
                            <span className={styles.pct}>{pct.format(percent(c.weight, total) / 100)}</span>
                          </div>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )
          })}
        </div>
        {model === 'template' && (
          <div className={styles.shape}>
            <Caption1 className={styles.muted}>{t('model.structure.documentShape')}</Caption1>
            <pre className={styles.code} dir="ltr">
              {documentShape(structure)}
            </pre>
          </div>
        )}
      </>
    )
  }

  return (
    <SectionCard
      title={text(`model.${model}.title`)}
      action={
        structure?.source === 'default' ? (
          <Badge appearance="tint">{t('model.structure.defaultBadge')}</Badge>
        ) : undefined
      }
    >
      <Body1>{text(`model.${model}.body`)}</Body1>
      {body}
    </SectionCard>
  )
}
