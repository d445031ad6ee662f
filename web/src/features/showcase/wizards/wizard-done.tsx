import {
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  card: {
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalM,
    maxWidth: '880px',
    alignItems: 'flex-start',
  },
})

/** The end of a wizard whose result stays in the browser: what was done and a way to start another. */
export function WizardDone({ title, text, onAgain }: { title: string; text: string; onAgain: () => void }) {
  const { t } = useTranslation('showcaseGallery')
  return (
    <Card className={useStyles().card}>
      <MessageBar intent="success" role="status">
        <MessageBarBody>
          <MessageBarTitle>{title}</MessageBarTitle>
          {text}
        </MessageBarBody>
      </MessageBar>
      <Button onClick={onAgain}>{t('wizard.again')}</Button>
    </Card>
  )
}
