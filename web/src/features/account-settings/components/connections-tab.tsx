import { Badge, Body1, Caption1, Link, makeStyles, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { getConnections } from '../api'
import { useLoad } from '../../../lib/use-load'
import { LoadState } from '../../../components/load-state'
import { SectionCard } from './section-card'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  text: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** The organization's connected services (read-only here) and the account's own connections. */
export function ConnectionsTab() {
  const { t } = useTranslation('account')
  const styles = useStyles()
  const { data, error, reload } = useLoad(() => getConnections(), [], 'failed')
  if (!data) return <LoadState failed={Boolean(error)} onRetry={reload} />
  return (
    <div className={styles.root}>
      <SectionCard title={t('connections.servicesTitle')} description={t('connections.servicesDescription')}>
        <div className={styles.list}>
          {data.services.map((s) => (
            <div key={s.id} className={styles.row}>
              <div className={styles.text}>
                <Body1>{t(`connections.${s.id}.name` as 'connections.smtp.name', { defaultValue: s.name })}</Body1>
                <Caption1 className={styles.muted}>
                  {t(`connections.${s.id}.description` as 'connections.smtp.description', {
                    defaultValue: s.description,
                  })}
                </Caption1>
              </div>
              <Badge appearance="tint" color={s.configured ? 'success' : 'warning'} title={s.detail}>
                {t(s.configured ? 'connections.configured' : 'connections.notConfigured')}
              </Badge>
            </div>
          ))}
        </div>
      </SectionCard>
      <SectionCard title={t('connections.accountTitle')}>
        {data.connections.length === 0 ? (
          <Text className={styles.muted}>{t('connections.none')}</Text>
        ) : (
          <div className={styles.list}>
            {data.connections.map((c) => (
              <div key={c.id} className={styles.row}>
                <Body1>{c.name}</Body1>
                {c.url ? (
                  <Link href={c.url} target="_blank" rel="noreferrer">
                    {c.service}
                  </Link>
                ) : (
                  <Caption1>{c.service}</Caption1>
                )}
              </div>
            ))}
          </div>
        )}
      </SectionCard>
    </div>
  )
}
