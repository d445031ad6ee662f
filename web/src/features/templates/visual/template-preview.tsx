import { Body1, Caption1, makeStyles, ProgressBar, Subtitle2, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { shares, type SectionsDocument } from './visual-model'

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 80px',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    marginBottom: tokens.spacingVerticalM,
  },
})

/** How a report of this kind lays out with the template: its sections, criteria and each criterion's weight share. */
export function TemplatePreview({ doc }: { doc: SectionsDocument }) {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  return (
    <SectionCard title={t('visual.preview')}>
      {typeof doc.title === 'string' && <Subtitle2>{doc.title}</Subtitle2>}
      {typeof doc.intro === 'string' && <Body1>{doc.intro}</Body1>}
      {doc.sections.map((s) => {
        const share = shares(s)
        return (
          <div key={s.id} className={styles.section}>
            <Subtitle2 as="h3">{s.title}</Subtitle2>
            {s.criteria.map((c, i) => (
              <div key={c.id} className={styles.row}>
                <div>
                  <Body1>{c.title}</Body1>
                  <ProgressBar value={(share[i] ?? 0) / 100} thickness="large" aria-label={c.title} />
                </div>
                <Caption1>{`${Math.round(share[i] ?? 0)}%`}</Caption1>
              </div>
            ))}
          </div>
        )
      })}
    </SectionCard>
  )
}
