import { Body1, Button, makeStyles, Persona, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../gallery-example'

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: '40px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    maxWidth: '420px',
  },
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
})

const CODE = `
<Skeleton aria-label="Loading the profile">
  <div className={styles.row}>
    <SkeletonItem shape="circle" size={40} />
    <div><SkeletonItem size={16} /><SkeletonItem size={12} /></div>
  </div>
</Skeleton>
`

export default function SkeletonsExample() {
  const { t } = useTranslation('showcaseGallery')
  const styles = useStyles()
  const [loaded, setLoaded] = useState(false)
  return (
    <GalleryExample code={CODE} column>
      {loaded ? (
        <div>
          <Persona name="Ann Lee" secondaryText={t('demo.recruiter')} />
          <Body1>{t('demo.cardText')}</Body1>
        </div>
      ) : (
        <Skeleton aria-label={t('demo.loadingProfile')}>
          <div className={styles.row}>
            <SkeletonItem shape="circle" size={40} />
            <div className={styles.lines}>
              <SkeletonItem size={16} />
              <SkeletonItem size={12} />
            </div>
          </div>
        </Skeleton>
      )}
      <div>
        <Button onClick={() => setLoaded(!loaded)}>{loaded ? t('demo.showSkeleton') : t('demo.showContent')}</Button>
      </div>
    </GalleryExample>
  )
}
