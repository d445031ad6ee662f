import { Badge, CounterBadge, PresenceBadge } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../gallery-example'

const CODE = `
<Badge appearance="filled" color="brand">New</Badge>
<Badge appearance="tint" color="success">Paid</Badge>
<Badge appearance="outline" color="danger">Overdue</Badge>
<CounterBadge count={12} aria-label="12 unread" />
<PresenceBadge status="available" />
`

export default function BadgesExample() {
  const { t } = useTranslation('showcaseGallery')
  return (
    <GalleryExample code={CODE}>
      <Badge appearance="filled" color="brand">
        {t('demo.new')}
      </Badge>
      <Badge appearance="tint" color="success">
        {t('demo.paid')}
      </Badge>
      <Badge appearance="tint" color="warning">
        {t('demo.pending')}
      </Badge>
      <Badge appearance="outline" color="danger">
        {t('demo.overdue')}
      </Badge>
      <Badge appearance="ghost" color="informative">
        {t('demo.draft')}
      </Badge>
      <CounterBadge count={12} aria-label={t('demo.unread', { count: 12 })} />
      <CounterBadge count={120} overflowCount={99} color="danger" aria-label={t('demo.unread', { count: 120 })} />
      <PresenceBadge status="available" />
      <PresenceBadge status="busy" />
      <PresenceBadge status="away" />
    </GalleryExample>
  )
}
