import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { useLoad } from '../../../lib/use-load'
import { createKey, listKeys, revokeKey } from '../api'

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  secret: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
})

/** The organization's bot API keys: a new key is shown once; revoked keys stop working at once. */
export function BotKeysCard() {
  const { t, i18n } = useTranslation('bbb')
  const styles = useStyles()
  const keys = useLoad((signal) => listKeys(signal), [], t('files.loadError'))
  const [name, setName] = useState('')
  const [secret, setSecret] = useState<string>()
  const create = async () => {
    if (!name.trim()) return
    const { data } = await createKey(name.trim())
    if (data) {
      setSecret(data.secret)
      setName('')
      keys.reload()
    }
  }
  return (
    <SectionCard title={t('files.keysTitle')}>
      {secret && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t('files.keyOnce')}{' '}
            <span className={styles.secret} data-testid="bot-secret">
              {secret}
            </span>
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        <Field label={t('files.keyName')}>
          <Input value={name} onChange={(_, d) => setName(d.value)} />
        </Field>
        <Button onClick={() => void create()}>{t('files.createKey')}</Button>
      </div>
      {keys.error && <ErrorState message={keys.error} onRetry={keys.reload} />}
      {keys.data?.keys.map((k) => (
        <div key={k.id} className={styles.row}>
          <Body1>{k.name}</Body1>
          <Caption1>
            {k.prefix}… · {new Date(k.createdAt).toLocaleDateString(i18n.language)}
            {k.revoked ? ` · ${t('files.revoked')}` : ''}
          </Caption1>
          {!k.revoked && (
            <Button size="small" onClick={() => void revokeKey(k.id).then(keys.reload)}>
              {t('files.revoke')}
            </Button>
          )}
        </div>
      ))}
    </SectionCard>
  )
}
