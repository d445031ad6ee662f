import { Button, Caption1, makeStyles, Switch, tokens } from '@fluentui/react-components'
import { EyeRegular, ShieldLockRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../lib/api-client'
import { useLoad } from '../../lib/use-load'

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBlock: tokens.spacingVerticalS,
  },
  muted: {
    color: tokens.colorNeutralForeground3,
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
})

export const getMeetingTranscript = (id: string, reveal: boolean, signal?: AbortSignal) =>
  api.GET('/api/meetings/{id}/transcript', { params: { path: { id }, query: reveal ? { reveal: true } : {} }, signal })

interface TranscriptPrivacyBarProps {
  masked: boolean | undefined
  onReveal: () => void
  /** The organization's setting changed: the transcript is read again. */
  onChanged: () => void
}

/** Says when values are masked; those who manage reports reveal them (logged) and choose the organization's setting. */
export function TranscriptPrivacyBar({ masked, onReveal, onChanged }: TranscriptPrivacyBarProps) {
  const { t } = useTranslation('analysis')
  const styles = useStyles()
  const privacy = useLoad((signal) => api.GET('/api/transcript-privacy', { signal }), [], t('privacy.loadError'))
  const [saving, setSaving] = useState(false)
  const p = privacy.data
  if (!p) return null
  const change = async (mask: boolean) => {
    setSaving(true)
    await api.PUT('/api/transcript-privacy', { body: { maskTranscripts: mask } }).catch(() => undefined)
    setSaving(false)
    privacy.reload()
    onChanged()
  }
  return (
    <div className={styles.bar}>
      {masked && (
        <Caption1 className={styles.muted}>
          <ShieldLockRegular />
          {t('privacy.masked')}
        </Caption1>
      )}
      {masked && p.canReveal && (
        <Button size="small" icon={<EyeRegular />} onClick={onReveal}>
          {t('privacy.reveal')}
        </Button>
      )}
      {p.canReveal && (
        <Switch
          label={t('privacy.setting')}
          checked={p.maskTranscripts}
          disabled={saving}
          onChange={(_, d) => void change(d.checked)}
        />
      )}
    </div>
  )
}
