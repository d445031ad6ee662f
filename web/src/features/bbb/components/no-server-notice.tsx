import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'

/**
 * No server can take a meeting now: says why (none registered, or none online) and who can change it. An admin
 * gets the way to the BBB monitor's Register; anyone else learns to ask their admin.
 */
export function NoServerNotice({ own, canRegister }: { own: number; canRegister: boolean }) {
  const { t } = useTranslation('bbb')
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="no-server">
      <MessageBarBody>
        <MessageBarTitle>{t('conf.noServer.title')}</MessageBarTitle>
        {t(own ? 'conf.noServer.offline' : 'conf.noServer.none')}{' '}
        {t(canRegister ? 'conf.noServer.admin' : 'conf.noServer.member')}
      </MessageBarBody>
      {canRegister && (
        <MessageBarActions>
          <Link href={paths.bbbMonitor.list.getHref()} asChild>
            <Button>{t(own ? 'conf.noServer.open' : 'conf.noServer.register')}</Button>
          </Link>
        </MessageBarActions>
      )}
    </MessageBar>
  )
}
