import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../lib/api-client'
import { dismissSameAs, mergeProfiles, type Profile } from '../api'

/**
 * "Is this Daniel Carter?": a profile that only shares a name with another is never merged unasked. Confirming
 * merges this profile into the namesake (which keeps its history and gains this one's e-mail); dismissing keeps
 * the two apart for good.
 */
export function SameAsBar({
  profile,
  canUpdate,
  onMerged,
  onDismissed,
}: {
  profile: Profile
  canUpdate: boolean
  onMerged: (keptId: string) => void
  onDismissed: () => void
}) {
  const { t } = useTranslation('profiles')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const other = profile.sameAs
  if (!other) return null
  const act = async (run: () => Promise<{ data?: unknown; error?: unknown }>, done: () => void) => {
    setBusy(true)
    setError(undefined)
    const res = await run().catch(() => ({ data: undefined, error: undefined }))
    setBusy(false)
    if (res.data) done()
    else setError(isApiError(res.error) ? res.error.message : t('sameAs.error'))
  }
  return (
    <MessageBar intent={error ? 'error' : 'info'} layout="multiline" data-testid="profile-same-as">
      <MessageBarBody>
        <MessageBarTitle>{t('sameAs.title', { name: other.fullName })}</MessageBarTitle>
        {error ??
          t('sameAs.body', {
            name: other.fullName,
            email: other.email ?? t('sameAs.noEmail'),
            reports: other.reportCount,
          })}
      </MessageBarBody>
      {canUpdate && (
        <MessageBarActions>
          <Button
            appearance="primary"
            disabled={busy}
            onClick={() =>
              void act(
                () => mergeProfiles(other.id, profile.id),
                () => onMerged(other.id),
              )
            }
          >
            {t('sameAs.confirm')}
          </Button>
          <Button disabled={busy} onClick={() => void act(() => dismissSameAs(profile.id), onDismissed)}>
            {t('sameAs.dismiss')}
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  )
}
