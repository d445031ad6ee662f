import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flexGrow: 1, minWidth: 0 },
  // A title or subtitle may be one long word (a meeting named after an e-mail address): it wraps instead of widening
  // a phone's page.
  title: { margin: 0, overflowWrap: 'anywhere' },
  subtitle: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
})

/** The h1 of a product screen, a line under it and the screen's actions on the trailing side. */
export function PageHeader({
  title,
  subtitle,
  actions,
  badge,
}: {
  title: string
  subtitle?: ReactNode
  actions?: ReactNode
  badge?: ReactNode
}) {
  const styles = useStyles()
  return (
    <div className={styles.root}>
      <div className={styles.text}>
        <Title2 as="h1" className={styles.title}>
          {title} {badge}
        </Title2>
        {subtitle && (
          <Body1 as="p" className={styles.subtitle}>
            {subtitle}
          </Body1>
        )}
      </div>
      {actions && <div className={`${styles.actions} no-print`}>{actions}</div>}
    </div>
  )
}
