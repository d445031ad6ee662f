import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  surface: { maxWidth: 'min(640px, calc(100vw - 24px))' },
  wide: { maxWidth: 'min(1100px, calc(100vw - 24px))' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

interface ExampleDialogProps {
  title: string
  onClose: () => void
  children: ReactNode
  /** The dialog's buttons; a submit button submits the form the dialog wraps when `onSubmit` is given. */
  actions?: ReactNode
  onSubmit?: (e: FormEvent) => void
  wide?: boolean
}

/** The frame of every dialog example: a modal with a title, a close button, a body and its actions. */
export function ExampleDialog({ title, onClose, children, actions, onSubmit, wide }: ExampleDialogProps) {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const body = (
    <DialogBody>
      <DialogTitle
        action={
          <Button appearance="subtle" aria-label={t('dialogs.close')} icon={<DismissRegular />} onClick={onClose} />
        }
      >
        {title}
      </DialogTitle>
      <DialogContent className={styles.content}>{children}</DialogContent>
      {actions && <DialogActions fluid>{actions}</DialogActions>}
    </DialogBody>
  )
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={wide ? styles.wide : styles.surface}>
        {onSubmit ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              onSubmit(e)
            }}
          >
            {body}
          </form>
        ) : (
          body
        )}
      </DialogSurface>
    </Dialog>
  )
}

/** The cancel button every dialog example has. */
export function CancelButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('showcaseForms')
  return (
    <Button type="button" onClick={onClose}>
      {t('dialogs.cancel')}
    </Button>
  )
}
