import { Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { SectionCard } from '../../../components/section-card'
import type { SectionSpec } from '../kind-catalogue'
import { useGuideText } from '../use-guide-text'

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorBrandForeground1 },
  },
  number: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '24px',
    height: '24px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  name: { flexGrow: 1 },
  visuals: { color: tokens.colorNeutralForeground3, textAlign: 'end' },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** The report's sections in order, each a jump to its explanation below. */
export function SectionOutline({
  sections,
  prefixOf,
}: {
  sections: SectionSpec[]
  prefixOf: (s: SectionSpec) => string
}) {
  const { t, text } = useGuideText()
  const styles = useStyles()
  return (
    <SectionCard title={t('template.layout')}>
      <Caption1 className={styles.muted}>{t('template.layoutHint')}</Caption1>
      <ol className={styles.list}>
        {sections.map((s, i) => (
          <li key={s.id}>
            <a className={styles.link} href={`#section-${s.id}`}>
              <span className={styles.number} aria-hidden>
                {i + 1}
              </span>
              <span className={styles.name}>{text(`${prefixOf(s)}.${s.id}.title`)}</span>
              <Caption1 className={styles.visuals}>{s.visuals.map((v) => t(`visual.${v}`)).join(' · ')}</Caption1>
            </a>
          </li>
        ))}
      </ol>
    </SectionCard>
  )
}
