import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

/**
 * A dialog that is one form: title, the form's own error above its fields, Cancel and a primary submit that is
 * disabled while the form is sent. Enter submits; closing (Escape, the backdrop, Cancel) calls `onClose`.
 */
export function FormDialog({
  title,
  submitLabel,
  pending,
  formError,
  onSubmit,
  onClose,
  className,
  children,
}: {
  title: string
  submitLabel: string
  pending: boolean
  formError?: string
  onSubmit: () => void
  onClose: () => void
  /** For the surface, e.g. a wider dialog. */
  className?: string
  children: ReactNode
}) {
  const { t } = useTranslation('common')
  const styles = useStyles()
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={className}>
        <form
          onSubmit={(e) => {
            e.preventDefault()
            onSubmit()
          }}
          noValidate
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {formError && (
                <MessageBar intent="error">
                  <MessageBarBody>{formError}</MessageBarBody>
                </MessageBar>
              )}
              {children}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('cancel')}</Button>
              <Button type="submit" appearance="primary" disabled={pending}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
