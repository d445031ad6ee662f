import {
  Avatar,
  AvatarGroup,
  AvatarGroupItem,
  AvatarGroupPopover,
  partitionAvatarGroupItems,
  Persona,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../gallery-example'

const NAMES = ['Ann Lee', 'Bo Carter', 'Chen Wu', 'Dana Demo', 'Eli Stone', 'Fatima Noor', 'Gus Ortiz']

const CODE = `
<Avatar name="Ann Lee" size={40} badge={{ status: 'available' }} />
<Persona name="Ann Lee" secondaryText="Recruiter" presence={{ status: 'available' }} />
const { inlineItems, overflowItems } = partitionAvatarGroupItems({ items: names, maxInlineItems: 4 })
<AvatarGroup>
  {inlineItems.map((name) => <AvatarGroupItem key={name} name={name} />)}
  {overflowItems && <AvatarGroupPopover>{overflowItems.map((name) => <AvatarGroupItem key={name} name={name} />)}</AvatarGroupPopover>}
</AvatarGroup>
`

export default function AvatarsExample() {
  const { t } = useTranslation('showcaseGallery')
  const { inlineItems, overflowItems } = partitionAvatarGroupItems({ items: NAMES, maxInlineItems: 4 })
  return (
    <GalleryExample code={CODE}>
      <Avatar name="Ann Lee" size={24} />
      <Avatar name="Bo Carter" size={32} color="colorful" />
      <Avatar name="Chen Wu" size={40} badge={{ status: 'available' }} />
      <Avatar size={48} aria-label={t('demo.guest')} />
      <Persona name="Ann Lee" secondaryText={t('demo.recruiter')} presence={{ status: 'available' }} />
      <AvatarGroup>
        {inlineItems.map((name) => (
          <AvatarGroupItem key={name} name={name} />
        ))}
        {overflowItems && (
          <AvatarGroupPopover triggerButton={{ 'aria-label': t('demo.morePeople', { count: overflowItems.length }) }}>
            {overflowItems.map((name) => (
              <AvatarGroupItem key={name} name={name} />
            ))}
          </AvatarGroupPopover>
        )}
      </AvatarGroup>
    </GalleryExample>
  )
}
