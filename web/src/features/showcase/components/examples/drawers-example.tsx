import { Body1, Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../gallery-example'

const CODE = `
<Button onClick={() => setOpen(true)}>Open filters</Button>
<OverlayDrawer open={open} onOpenChange={(_, d) => setOpen(d.open)} position="end">
  <DrawerHeader>
    <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={() => setOpen(false)} />}>
      Filters
    </DrawerHeaderTitle>
  </DrawerHeader>
  <DrawerBody>…</DrawerBody>
</OverlayDrawer>
`

export default function DrawersExample() {
  const { t } = useTranslation('showcaseGallery')
  const [open, setOpen] = useState<'start' | 'end' | null>(null)
  return (
    <GalleryExample code={CODE}>
      <Button onClick={() => setOpen('end')}>{t('demo.openEnd')}</Button>
      <Button onClick={() => setOpen('start')}>{t('demo.openStart')}</Button>
      <OverlayDrawer open={open !== null} onOpenChange={(_, d) => !d.open && setOpen(null)} position={open ?? 'end'}>
        <DrawerHeader>
          <DrawerHeaderTitle
            action={
              <Button
                appearance="subtle"
                aria-label={t('demo.close')}
                icon={<DismissRegular />}
                onClick={() => setOpen(null)}
              />
            }
          >
            {t('demo.filters')}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <Body1>{t('demo.drawerText')}</Body1>
        </DrawerBody>
      </OverlayDrawer>
    </GalleryExample>
  )
}
