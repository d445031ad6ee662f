import {
  Body1,
  Button,
  Caption1,
  Card,
  makeStyles,
  mergeClasses,
  Subtitle2,
  tokens,
  useFluent,
} from '@fluentui/react-components'
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { api } from '../../../lib/api-client'
import { useLoad } from '../../../lib/use-load'
import { GalleryExample } from '../components/gallery-example'

const useStyles = makeStyles({
  track: {
    display: 'flex',
    minWidth: 0,
    gap: tokens.spacingHorizontalM,
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    scrollBehavior: 'smooth',
    paddingBottom: tokens.spacingVerticalS,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  slide: {
    flex: '0 0 auto',
    width: '280px',
    maxWidth: '80%',
    scrollSnapAlign: 'start',
    padding: tokens.spacingHorizontalL,
    gap: tokens.spacingVerticalXS,
  },
  meta: { color: tokens.colorNeutralForeground2 },
  controls: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXS,
    flexWrap: 'wrap',
  },
  dot: {
    minWidth: '12px',
    width: '12px',
    height: '12px',
    padding: 0,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralStroke1,
  },
  current: { backgroundColor: tokens.colorBrandBackground },
})

const CODE = `
// Native scroll snapping: swipe and trackpad scroll for free, buttons and dots move it too.
<div ref={track} className={styles.track} role="region" aria-roledescription="carousel" aria-label="Products" tabIndex={0} onScroll={syncIndex}>
  {items.map((item) => <Card key={item.id} className={styles.slide} role="group" aria-roledescription="slide">…</Card>)}
</div>
<Button icon={<ChevronLeftRegular />} aria-label="Previous slide" onClick={() => go(index - 1)} />
{items.map((_, i) => <Button key={i} aria-label={\`Slide \${i + 1}\`} aria-current={i === index} onClick={() => go(i)} />)}
<Button icon={<ChevronRightRegular />} aria-label="Next slide" onClick={() => go(index + 1)} />
// styles: track { display: 'flex', overflowX: 'auto', scrollSnapType: 'x mandatory' }, slide { scrollSnapAlign: 'start' }
`

/** A swipeable carousel on native scroll snapping (no library needed) over products of the sandbox shop. */
export default function CarouselExample() {
  const { t } = useTranslation('showcaseGallery')
  const styles = useStyles()
  const rtl = useFluent().dir === 'rtl'
  const track = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const products = useLoad(
    (signal) =>
      api.GET('/api/apps/ecommerce/products', {
        params: { query: { itemsPerPage: '8', sortBy: 'price', orderBy: 'desc' } },
        signal,
      }),
    [],
    t('loadFailed'),
  )
  const items = products.data?.products ?? []
  const go = (i: number) => {
    const count = items.length
    const target = track.current?.children[((i % count) + count) % count] as HTMLElement | undefined
    // Scroll the track only (scrollIntoView would move the page too); offsetLeft is from the track's start in either direction.
    if (target && track.current)
      track.current.scrollTo({ left: target.offsetLeft - (track.current.firstElementChild as HTMLElement).offsetLeft })
  }
  const syncIndex = () => {
    const el = track.current
    const first = el?.firstElementChild as HTMLElement | null
    if (!el || !first) return
    setIndex(Math.min(items.length - 1, Math.round(Math.abs(el.scrollLeft) / (first.offsetWidth + 12))))
  }
  return (
    <GalleryExample code={CODE} column>
      {products.error ? (
        <ErrorState message={products.error} onRetry={products.reload} />
      ) : !products.data ? (
        <LoadingState />
      ) : items.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <>
          <div
            ref={track}
            className={styles.track}
            role="region"
            aria-roledescription="carousel"
            aria-label={t('ext.carousel.label')}
            tabIndex={0}
            onScroll={syncIndex}
          >
            {items.map((p, i) => (
              <Card
                key={p.id}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={t('ext.carousel.announce', { current: i + 1, total: items.length })}
              >
                <Subtitle2>{p.productName}</Subtitle2>
                <Caption1 className={styles.meta}>
                  {p.productBrand} · {p.category}
                </Caption1>
                <Body1>{p.price}</Body1>
              </Card>
            ))}
          </div>
          <div className={styles.controls}>
            <Button
              appearance="subtle"
              icon={rtl ? <ChevronRightRegular /> : <ChevronLeftRegular />}
              aria-label={t('ext.carousel.previous')}
              onClick={() => go(index - 1)}
            />
            {items.map((p, i) => (
              <Button
                key={p.id}
                className={mergeClasses(styles.dot, i === index && styles.current)}
                aria-label={t('ext.carousel.slide', { current: i + 1 })}
                aria-current={i === index}
                onClick={() => go(i)}
              />
            ))}
            <Button
              appearance="subtle"
              icon={rtl ? <ChevronLeftRegular /> : <ChevronRightRegular />}
              aria-label={t('ext.carousel.next')}
              onClick={() => go(index + 1)}
            />
          </div>
        </>
      )}
    </GalleryExample>
  )
}
