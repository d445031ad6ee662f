import { Card, CardHeader, makeStyles, mergeClasses, Subtitle1, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL, breakInside: 'avoid' },
  heading: { margin: 0 },
})

/** A titled card: the building block of the detail screens and the report sections. */
export function SectionCard({
  title,
  action,
  children,
  className,
  id,
}: {
  title: ReactNode
  action?: ReactNode
  children: ReactNode
  className?: string
  id?: string
}) {
  const styles = useStyles()
  return (
    <Card className={mergeClasses(styles.card, className)} id={id}>
      <CardHeader
        header={
          <Subtitle1 as="h2" className={styles.heading}>
            {title}
          </Subtitle1>
        }
        action={action ? <span className="no-print">{action}</span> : undefined}
      />
      {children}
    </Card>
  )
}
