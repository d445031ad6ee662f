import { Body1, Caption1, Card, makeStyles, mergeClasses, Title2, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalXS, minWidth: 0 },
  top: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontSize: '22px',
  },
  value: { margin: 0 },
  label: { color: tokens.colorNeutralForeground2 },
  hint: { color: tokens.colorNeutralForeground3 },
})

/** A KPI: one figure, what it counts, and an optional line of context. */
export function StatCard({
  label,
  value,
  hint,
  icon,
  className,
}: {
  label: string
  value: string
  hint?: ReactNode
  icon?: ReactNode
  className?: string
}) {
  const styles = useStyles()
  return (
    <Card className={mergeClasses(styles.card, className)}>
      <div className={styles.top}>
        <Body1 className={styles.label}>{label}</Body1>
        {icon && (
          <span className={styles.icon} aria-hidden>
            {icon}
          </span>
        )}
      </div>
      <Title2 as="p" className={styles.value}>
        {value}
      </Title2>
      {hint && <Caption1 className={styles.hint}>{hint}</Caption1>}
    </Card>
  )
}
