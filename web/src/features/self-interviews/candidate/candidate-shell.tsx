import { Caption1, makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { BrandMark } from '../../../components/brand-mark'

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '760px',
    width: '100%',
    margin: '0 auto',
  },
  // Room at the end for the blank layout's language button, which floats over the corner.
  brand: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    paddingInlineEnd: '48px',
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
  },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** The candidate's page frame: the brand, the organization's name and one card. */
export function CandidateShell({ organization, children }: { organization?: string; children: ReactNode }) {
  const styles = useStyles()
  return (
    <div className={styles.page}>
      <div className={styles.root}>
        <div className={styles.brand}>
          <BrandMark withName />
          {organization && <Caption1 className={styles.muted}>{organization}</Caption1>}
        </div>
        <section className={styles.card}>{children}</section>
      </div>
    </div>
  )
}
