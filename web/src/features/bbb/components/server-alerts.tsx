import {
  Link as FluentLink,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import { formatDateTime } from '../../../lib/format-date'
import type { BbbAlert } from '../api'

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
})

/**
 * Open alerts as red bars: what crossed which limit, and since when. With `withServer` each names its server and
 * links to its monitor (the list screen); on a server's own screen it does not.
 */
export function ServerAlerts({
  alerts,
  failed = false,
  withServer = false,
}: {
  alerts: BbbAlert[]
  /** The last read failed: say so (the alerts shown, if any, are the last known). */
  failed?: boolean
  withServer?: boolean
}) {
  const { t, i18n } = useTranslation('bbb')
  const styles = useStyles()
  if (!alerts.length && !failed) return null
  return (
    <section className={styles.list} aria-label={t('alerts.title')}>
      {failed && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('alerts.unavailable')}</MessageBarBody>
        </MessageBar>
      )}
      {alerts.map((a) => (
        <MessageBar key={a.id} intent="error" layout="multiline" data-alert={a.kind}>
          <MessageBarBody>
            <MessageBarTitle>
              {withServer ? (
                <Link href={paths.bbbMonitor.detail.getHref({ id: a.serverId })} asChild>
                  <FluentLink>{a.serverName}</FluentLink>
                </Link>
              ) : (
                t(`alerts.kind.${a.kind}`)
              )}
            </MessageBarTitle>
            {withServer && `${t(`alerts.kind.${a.kind}`)}: `}
            {t(`alerts.text.${a.kind}`, { value: a.value ?? '—', threshold: a.threshold ?? '—' })}{' '}
            {t('alerts.since', { when: formatDateTime(a.raisedAt, i18n.language) })}
          </MessageBarBody>
        </MessageBar>
      ))}
    </section>
  )
}
