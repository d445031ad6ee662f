import { Card, makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components'
import { SectionCard } from '../../components/section-card'
import { below } from '../../theme/breakpoints'

// As many rows as GET /api/landing answers at most (service landing-repository: limit 8).
const RECENT_ROWS = 8

const useStyles = makeStyles({
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '20px',
    // On a phone a real row wraps its event, title and date over two or three lines (44 to 72 px).
    [below('sm')]: { flexDirection: 'column', alignItems: 'flex-start', minHeight: '56px', justifyContent: 'center' },
  },
  event: { width: '45%', [below('sm')]: { width: '85%' } },
  date: { width: '20%', [below('sm')]: { width: '40%' } },
  value: { width: '48px', height: '28px' },
})

/**
 * The landing head while GET /api/landing is on its way, the size of what replaces it: the same KPI grid of cards and
 * the recent-activity card with its rows, so the meeting list below it does not move when the numbers arrive (it
 * moved by half the screen with a spinner here: a layout shift of 0.39 on a phone).
 */
export function LandingSkeleton({
  label,
  title,
  styles,
}: {
  label: string
  title: string
  /** The overview's own classes, so the placeholder keeps its grid and gaps. */
  styles: Record<'root' | 'grid' | 'card' | 'list', string>
}) {
  const own = useStyles()
  return (
    <Skeleton className={styles.root} aria-label={label} aria-busy role="progressbar">
      <div className={styles.grid}>
        {[0, 1, 2, 3].map((k) => (
          <Card key={k} className={styles.card}>
            <SkeletonItem size={16} style={{ width: '70%' }} />
            <SkeletonItem className={own.value} />
          </Card>
        ))}
      </div>
      <SectionCard title={title}>
        <div className={styles.list}>
          {Array.from({ length: RECENT_ROWS }, (_, i) => (
            <div key={i} className={own.item}>
              <SkeletonItem size={16} className={own.event} />
              <SkeletonItem size={12} className={own.date} />
            </div>
          ))}
        </div>
      </SectionCard>
    </Skeleton>
  )
}
