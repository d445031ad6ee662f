import { Body1, Caption1, Card, Carousel, CarouselButton, CarouselCard, CarouselNav, CarouselNavButton, CarouselSlider, CarouselViewport, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { api } from '../../../lib/api-client'
import { useLoad } from '../../../lib/use-load'
import { GalleryExample } from '../components/gallery-example'

const useStyles = makeStyles({
  slide: { flex: '0 0 auto', width: '280px', maxWidth: '80vw', marginInlineEnd: tokens.spacingHorizontalM },
  card: { height: '100%', padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalXS },
  meta: { color: tokens.colorNeutralForeground2 },
  controls: { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
})

const CODE = `
<Carousel groupSize={1} circular announcement={(index, total) => \`Slide \${index + 1} of \${total}\`}>
  <CarouselViewport>
    <CarouselSlider>
      {items.map((item) => <CarouselCard key={item.id} aria-label={item.name}>…</CarouselCard>)}
    </CarouselSlider>
  </CarouselViewport>
  <CarouselButton navType="prev" aria-label="Previous" />
  <CarouselNav>{(index) => <CarouselNavButton aria-label={\`Slide \${index + 1}\`} />}</CarouselNav>
  <CarouselButton navType="next" aria-label="Next" />
</Carousel>
`

/** Fluent's carousel (swipe, arrows, dots) over products of the sandbox shop. */
export default function CarouselExample() {
  const { t } = useTranslation('showcaseGallery')
  const styles = useStyles()
  const products = useLoad((signal) => api.GET('/api/apps/ecommerce/products', { params: { query: { itemsPerPage: '8', sortBy: 'price', orderBy: 'desc' } }, signal }), [], t('loadFailed'))
  const items = products.data?.products ?? []
  return (
    <GalleryExample code={CODE} column>
      {products.error ? <ErrorState message={products.error} onRetry={products.reload} /> : !products.data ? <LoadingState /> : items.length === 0 ? <EmptyState title={t('empty')} /> : (
        <Carousel groupSize={1} circular announcement={(index, total) => t('ext.carousel.announce', { current: index + 1, total })}>
          <CarouselViewport>
            <CarouselSlider>
              {items.map((p) => (
                <CarouselCard key={p.id} className={styles.slide} aria-label={p.productName}>
                  <Card className={styles.card}>
                    <Subtitle2>{p.productName}</Subtitle2>
                    <Caption1 className={styles.meta}>{p.productBrand} · {p.category}</Caption1>
                    <Body1>{p.price}</Body1>
                  </Card>
                </CarouselCard>
              ))}
            </CarouselSlider>
          </CarouselViewport>
          <div className={styles.controls}>
            <CarouselButton navType="prev" aria-label={t('ext.carousel.previous')} />
            <CarouselNav>{(index) => <CarouselNavButton aria-label={t('ext.carousel.slide', { current: index + 1 })} />}</CarouselNav>
            <CarouselButton navType="next" aria-label={t('ext.carousel.next')} />
          </div>
        </Carousel>
      )}
    </GalleryExample>
  )
}
