import { Button, Toast, ToastBody, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../gallery-example'

const CODE = `
const toasterId = useId('toaster')
const { dispatchToast } = useToastController(toasterId)
const notify = () => dispatchToast(
  <Toast><ToastTitle>Saved</ToastTitle><ToastBody>Your changes are stored.</ToastBody></Toast>,
  { intent: 'success', timeout: 4000 },
)
<Toaster toasterId={toasterId} position="bottom-end" />
<Button onClick={notify}>Save</Button>
`

export default function ToastsExample() {
  const { t } = useTranslation('showcaseGallery')
  const toasterId = useId('gallery-toaster')
  const { dispatchToast } = useToastController(toasterId)
  const notify = (intent: 'success' | 'error' | 'info') =>
    dispatchToast(
      <Toast>
        <ToastTitle>{t(`demo.toast.${intent}`)}</ToastTitle>
        <ToastBody>{t(`demo.toast.${intent}Text`)}</ToastBody>
      </Toast>,
      { intent, timeout: 4000 },
    )
  return (
    <GalleryExample code={CODE}>
      <Toaster toasterId={toasterId} position="bottom-end" />
      <Button appearance="primary" onClick={() => notify('success')}>
        {t('demo.toast.showSuccess')}
      </Button>
      <Button onClick={() => notify('info')}>{t('demo.toast.showInfo')}</Button>
      <Button onClick={() => notify('error')}>{t('demo.toast.showError')}</Button>
    </GalleryExample>
  )
}
