import { Badge, Body1, Card, makeStyles, mergeClasses, Subtitle1, tokens } from '@fluentui/react-components'
import { CalculatorRegular, LightbulbRegular, RulerRegular, TargetArrowRegular } from '@fluentui/react-icons'
import type { ReactNode } from 'react'
import type { SectionSpec } from '../kind-catalogue'
import { useGuideText } from '../use-guide-text'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL, scrollMarginTop: '80px' },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  number: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  title: { margin: 0, flexGrow: 1 },
  visuals: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
  },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  wide: { gridColumn: '1 / -1' },
  label: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  labelIcon: { fontSize: '16px', color: tokens.colorBrandForeground1 },
  metrics: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
  },
  metric: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    borderInlineStartWidth: '3px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke2,
  },
  metricName: { fontWeight: tokens.fontWeightSemibold },
  dd: { margin: 0 },
})

function Field({
  icon,
  label,
  children,
  wide,
}: {
  icon: ReactNode
  label: string
  children: ReactNode
  wide?: boolean
}) {
  const styles = useStyles()
  return (
    <div className={mergeClasses(styles.field, wide && styles.wide)}>
      <span className={styles.label}>
        {icon}
        {label}
      </span>
      {children}
    </div>
  )
}

interface SectionGuideProps {
  n: number
  /** The strings' prefix: `sections.<kind>` (or `sections` for the shared overview). */
  prefix: string
  section: SectionSpec
  extra?: ReactNode
}

/** One section of a report kind: what it measures, how the builtin engine derives it, its scale and how to read it. */
export function SectionGuide({ n, prefix, section, extra }: SectionGuideProps) {
  const { t, text } = useGuideText()
  const styles = useStyles()
  const key = `${prefix}.${section.id}`
  const titleId = `section-${section.id}-title`
  return (
    <Card className={styles.card} id={`section-${section.id}`} aria-labelledby={titleId} role="region">
      <div className={styles.head}>
        <span className={styles.number} aria-hidden>
          {n}
        </span>
        <Subtitle1 as="h2" id={titleId} className={styles.title}>
          {text(`${key}.title`)}
        </Subtitle1>
        <span className={styles.visuals} aria-label={t('fields.shownAs')}>
          {section.visuals.map((v) => (
            <Badge key={v} appearance="outline" color="brand">
              {t(`visual.${v}`)}
            </Badge>
          ))}
        </span>
      </div>
      <div className={styles.fields}>
        <Field icon={<TargetArrowRegular className={styles.labelIcon} />} label={t('fields.measures')}>
          <Body1>{text(`${key}.measures`)}</Body1>
        </Field>
        <Field icon={<RulerRegular className={styles.labelIcon} />} label={t('fields.scale')}>
          <Body1>{text(`${key}.scale`)}</Body1>
        </Field>
        <Field icon={<CalculatorRegular className={styles.labelIcon} />} label={t('fields.derivation')} wide>
          <Body1>{text(`${key}.derivation`)}</Body1>
          {section.metrics && (
            <dl className={styles.metrics}>
              {section.metrics.map((m) => (
                <div key={m} className={styles.metric}>
                  <dt className={styles.metricName}>{text(`${key}.metrics.${m}.name`)}</dt>
                  <dd className={styles.dd}>
                    <Body1>{text(`${key}.metrics.${m}.text`)}</Body1>
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </Field>
        {extra && <div className={styles.wide}>{extra}</div>}
        <Field icon={<LightbulbRegular className={styles.labelIcon} />} label={t('fields.reading')} wide>
          <Body1>{text(`${key}.reading`)}</Body1>
        </Field>
      </div>
    </Card>
  )
}
