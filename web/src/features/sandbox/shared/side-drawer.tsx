import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  tokens,
} from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalL,
  },
  footer: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
})

interface SideDrawerProps {
  title: string
  open: boolean
  onClose: () => void
  onSubmit: () => void
  footer: ReactNode
  children: ReactNode
}

/** The sandbox's create and edit forms: a drawer at the trailing side whose body is one form (Enter submits). */
export function SideDrawer({ title, open, onClose, onSubmit, footer, children }: SideDrawerProps) {
  const { t } = useTranslation()
  const styles = useStyles()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <OverlayDrawer position="end" size="medium" open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <DrawerHeader>
          <DrawerHeaderTitle
            action={<Button appearance="subtle" aria-label={t('close')} icon={<DismissRegular />} onClick={onClose} />}
          >
            {title}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody className={styles.body}>{children}</DrawerBody>
        <DrawerFooter className={styles.footer}>{footer}</DrawerFooter>
      </form>
    </OverlayDrawer>
  )
}
