import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../gallery-example'

const CODE = `
<Dialog>
  <DialogTrigger disableButtonEnhancement><Button>Delete file</Button></DialogTrigger>
  <DialogSurface>
    <DialogBody>
      <DialogTitle>Delete this file?</DialogTitle>
      <DialogContent>It is removed for everyone and cannot be restored.</DialogContent>
      <DialogActions>
        <DialogTrigger disableButtonEnhancement><Button>Cancel</Button></DialogTrigger>
        <Button appearance="primary">Delete</Button>
      </DialogActions>
    </DialogBody>
  </DialogSurface>
</Dialog>
`

export default function DialogsExample() {
  const { t } = useTranslation('showcaseGallery')
  return (
    <GalleryExample code={CODE}>
      <Dialog>
        <DialogTrigger disableButtonEnhancement>
          <Button>{t('demo.deleteFile')}</Button>
        </DialogTrigger>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('demo.deleteTitle')}</DialogTitle>
            <DialogContent>{t('demo.deleteText')}</DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button>{t('demo.cancel')}</Button>
              </DialogTrigger>
              <DialogTrigger disableButtonEnhancement>
                <Button appearance="primary">{t('demo.delete')}</Button>
              </DialogTrigger>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </GalleryExample>
  )
}
