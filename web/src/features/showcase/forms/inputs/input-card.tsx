import { Caption1, makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../../components/section-card'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  value: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
})

/** The grid of one input screen's examples. */
export function InputGrid({ children }: { children: ReactNode }) {
  return <div className={useStyles().grid}>{children}</div>
}

/** One input example: its card, the control and the value it holds now (what a form would send). */
export function InputCard({ title, value, children }: { title: string; value?: string; children: ReactNode }) {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  return (
    <SectionCard title={title}>
      <div className={styles.body}>
        {children}
        {value !== undefined && (
          <Caption1 className={styles.value} aria-live="polite">
            {t('value', { value: value || '—' })}
          </Caption1>
        )}
      </div>
    </SectionCard>
  )
}
