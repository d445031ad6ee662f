import { Button, CounterBadge, makeStyles, Tooltip } from '@fluentui/react-components'
import { MegaphoneRegular } from '@fluentui/react-icons'
import { useAtom } from 'jotai'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { paths } from '../../config/paths'
import { countUnread } from './api'
import { unreadAtom } from './unread-atom'

const useStyles = makeStyles({
  root: { position: 'relative' },
  badge: { position: 'absolute', top: '0', insetInlineEnd: '0', pointerEvents: 'none' },
})

/** The app bar's link to what's new, with the count of entries not yet seen (asked again on each navigation). */
export function WhatsNewBell() {
  const { t } = useTranslation('whatsNew')
  const styles = useStyles()
  const [unread, setUnread] = useAtom(unreadAtom)
  const [location] = useLocation()
  useEffect(() => {
    const controller = new AbortController()
    void countUnread(controller.signal)
      .then(({ data }) => data && setUnread(data.unread))
      .catch(() => undefined)
    return () => controller.abort()
  }, [location, setUnread])
  const label = unread ? t('bellUnread', { count: unread }) : t('bell')
  return (
    <Tooltip content={label} relationship="label">
      <span className={styles.root}>
        <Link href={paths.main.newFuture.getHref()} asChild>
          <Button appearance="subtle" icon={<MegaphoneRegular />} aria-label={label} />
        </Link>
        {Boolean(unread) && (
          <CounterBadge className={styles.badge} size="small" count={unread ?? 0} data-testid="whats-new-unread" />
        )}
      </span>
    </Tooltip>
  )
}
