import { Card, CardHeader, makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components'
import type { ReactElement, ReactNode } from 'react'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  description: { color: tokens.colorNeutralForeground3 },
})

/** One titled block of a settings tab. */
export function SectionCard({
  title,
  description,
  children,
  action,
}: {
  title: string
  description?: string
  children: ReactNode
  action?: ReactElement
}) {
  const styles = useStyles()
  return (
    <Card className={styles.card}>
      <CardHeader
        header={<Subtitle1 as="h2">{title}</Subtitle1>}
        description={description ? <Text className={styles.description}>{description}</Text> : undefined}
        action={action}
      />
      {children}
    </Card>
  )
}
