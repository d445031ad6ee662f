import { Avatar, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { deleteAvatar, uploadAvatar, type AccountProfile } from '../api'
import { initialsOf } from '../../../lib/initials'

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  file: { display: 'none' },
})

/** The avatar with upload (multipart PUT) and removal; the service checks type and size. */
export function AvatarField({
  profile,
  onChange,
}: {
  profile: AccountProfile
  onChange: (next: AccountProfile) => void
}) {
  const { t } = useTranslation('account')
  const styles = useStyles()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const run = async (call: () => Promise<{ data?: AccountProfile; error?: unknown; response: Response }>) => {
    setBusy(true)
    setError(null)
    const { data, response } = await call().catch(() => ({ data: undefined, response: undefined }))
    setBusy(false)
    if (data) onChange(data)
    else if (response?.status === 204) onChange({ ...profile, avatar: null })
    else setError(t('profile.avatarError'))
  }

  return (
    <div className={styles.row}>
      <Avatar
        size={96}
        shape="square"
        name={profile.fullName}
        initials={initialsOf(profile.fullName)}
        image={profile.avatar ? { src: profile.avatar } : undefined}
        color="colorful"
      />
      <div className={styles.actions}>
        <div className={styles.buttons}>
          <Button
            appearance="primary"
            icon={<ArrowUploadRegular />}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {t('profile.upload')}
          </Button>
          {profile.avatar && (
            <Button icon={<DeleteRegular />} disabled={busy} onClick={() => void run(deleteAvatar as never)}>
              {t('profile.removeAvatar')}
            </Button>
          )}
        </div>
        <Caption1 className={error ? styles.error : styles.hint}>{error ?? t('profile.avatarHint')}</Caption1>
      </div>
      <input
        ref={input}
        className={styles.file}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-label={t('profile.upload')}
        data-testid="avatar-input"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = '' // the same file can be chosen again
          if (file) void run(() => uploadAvatar(file) as never)
        }}
      />
    </div>
  )
}
