import {
  Button,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../gallery-example'

const INTENTS = ['info', 'success', 'warning', 'error'] as const

const CODE = `
<MessageBar intent="warning">
  <MessageBarBody>
    <MessageBarTitle>Storage almost full</MessageBarTitle>
    90% of your plan is used. <Link href="/billing">Upgrade</Link>
  </MessageBarBody>
  <MessageBarActions containerAction={<Button appearance="transparent" aria-label="Dismiss" icon={<DismissRegular />} />} />
</MessageBar>
`

export default function MessageBarsExample() {
  const { t } = useTranslation('showcaseGallery')
  return (
    <GalleryExample code={CODE} column>
      {INTENTS.map((intent) => (
        <MessageBar key={intent} intent={intent}>
          <MessageBarBody>
            <MessageBarTitle>{t(`demo.intents.${intent}.title`)}</MessageBarTitle>
            {t(`demo.intents.${intent}.text`)} {intent === 'warning' && <Link href="#">{t('demo.upgrade')}</Link>}
          </MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button appearance="transparent" aria-label={t('demo.dismiss')} icon={<DismissRegular />} />
            }
          />
        </MessageBar>
      ))}
    </GalleryExample>
  )
}
