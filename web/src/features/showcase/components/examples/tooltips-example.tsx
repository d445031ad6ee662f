import { Button, InfoLabel, Tooltip } from '@fluentui/react-components'
import { BookmarkRegular, ShareRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../gallery-example'

const CODE = `
<Tooltip content="Share" relationship="label">
  <Button icon={<ShareRegular />} />
</Tooltip>
<Tooltip content="Only you see bookmarks" relationship="description" withArrow>
  <Button icon={<BookmarkRegular />}>Bookmark</Button>
</Tooltip>
<InfoLabel info="Shown on invoices">Company name</InfoLabel>
`

export default function TooltipsExample() {
  const { t } = useTranslation('showcaseGallery')
  return (
    <GalleryExample code={CODE}>
      <Tooltip content={t('demo.share')} relationship="label">
        <Button icon={<ShareRegular />} />
      </Tooltip>
      <Tooltip content={t('demo.bookmarkHint')} relationship="description" withArrow>
        <Button icon={<BookmarkRegular />}>{t('demo.bookmark')}</Button>
      </Tooltip>
      <InfoLabel info={t('demo.companyHint')}>{t('demo.company')}</InfoLabel>
    </GalleryExample>
  )
}
