import { Button, CompoundButton, ToggleButton } from '@fluentui/react-components'
import { AddRegular, CalendarMonthRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../gallery-example'

const CODE = `
<Button appearance="primary">Save</Button>
<Button>Cancel</Button>
<Button appearance="outline" icon={<AddRegular />}>Add</Button>
<Button appearance="subtle">Details</Button>
<ToggleButton checked={on} onClick={() => setOn(!on)}>Pin</ToggleButton>
<Button disabled>Disabled</Button>
`

export default function ButtonsExample() {
  const { t } = useTranslation('showcaseGallery')
  const [on, setOn] = useState(false)
  return (
    <GalleryExample code={CODE}>
      <Button appearance="primary">{t('demo.save')}</Button>
      <Button>{t('demo.cancel')}</Button>
      <Button appearance="outline" icon={<AddRegular />}>
        {t('demo.add')}
      </Button>
      <Button appearance="subtle">{t('demo.details')}</Button>
      <Button appearance="transparent">{t('demo.more')}</Button>
      <ToggleButton checked={on} onClick={() => setOn(!on)}>
        {t('demo.pin')}
      </ToggleButton>
      <Button disabled>{t('demo.disabled')}</Button>
      <Button size="small">{t('demo.small')}</Button>
      <Button size="large">{t('demo.large')}</Button>
      <CompoundButton icon={<CalendarMonthRegular />} secondaryContent={t('demo.meetingHint')}>
        {t('demo.meeting')}
      </CompoundButton>
    </GalleryExample>
  )
}
