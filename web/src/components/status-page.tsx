import { Body1, Button, makeStyles, mergeClasses, Title1, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { Link } from 'wouter'

const useStyles = makeStyles({
  root: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXXL,
    textAlign: 'center',
  },
  code: {
    fontSize: '96px',
    lineHeight: '1',
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
    letterSpacing: '-2px',
  },
  body: { maxWidth: '440px', color: tokens.colorNeutralForeground2 },
  actions: { marginTop: tokens.spacingVerticalL },
})

export interface StatusPageProps {
  /** Large heading such as 404, or an icon. */
  code: ReactNode
  title: string
  body: string
  actionLabel: string
  actionHref: string
  /** A full page load instead of a client-side move: after a failure the app itself may be stale. */
  fullReload?: boolean
  className?: string
}

/** The shared look of the 404, 401, 500, under-maintenance and coming-soon screens. */
export function StatusPage({ code, title, body, actionLabel, actionHref, fullReload, className }: StatusPageProps) {
  const styles = useStyles()
  return (
    <section className={mergeClasses(styles.root, className)}>
      <div className={styles.code} aria-hidden>
        {code}
      </div>
      <Title1 as="h1">{title}</Title1>
      <Body1 className={styles.body}>{body}</Body1>
      <div className={styles.actions}>
        {fullReload ? (
          <Button as="a" href={actionHref} appearance="primary" size="large">
            {actionLabel}
          </Button>
        ) : (
          <Link href={actionHref} asChild>
            <Button as="a" appearance="primary" size="large">
              {actionLabel}
            </Button>
          </Link>
        )}
      </div>
    </section>
  )
}
