import {
  Avatar,
  Button,
  Combobox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Radio,
  RadioGroup,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../lib/api-client'
import { listProfiles, mergeProfiles, type Profile, type ProfileSummary } from '../api'
import { initialsOf } from '../../../lib/initials'

/** Typing waits this long before searching, like the list's search box. */
const SEARCH_DEBOUNCE_MS = 300
const MATCHES = 8

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
})

const describe = (p: Pick<ProfileSummary, 'email' | 'company'>) => [p.email, p.company].filter(Boolean).join(' · ')

interface MergeProfileDialogProps {
  profile: Profile
  onClose: () => void
  /** The id of the profile that stayed. */
  onMerged: (keptId: string) => void
}

/** One person with two profiles: pick the other one, choose which stays, and the service moves everything over. */
export function MergeProfileDialog({ profile, onClose, onMerged }: MergeProfileDialogProps) {
  const { t } = useTranslation('profiles')
  const styles = useStyles()
  const [text, setText] = useState('')
  const [matches, setMatches] = useState<ProfileSummary[] | null>(null)
  const [searchError, setSearchError] = useState<string>()
  const [other, setOther] = useState<ProfileSummary | null>(null)
  const [keep, setKeep] = useState<'this' | 'other'>('this')
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)

  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      listProfiles(
        { q: text.trim() || undefined, page: 1, itemsPerPage: MATCHES + 1, sortBy: 'fullName', orderBy: 'asc' },
        controller.signal,
      )
        .then(({ data }) => {
          if (controller.signal.aborted) return
          setSearchError(data ? undefined : t('merge.searchError'))
          setMatches(data ? data.profiles.filter((p) => p.id !== profile.id).slice(0, MATCHES) : [])
        })
        .catch(() => !controller.signal.aborted && setSearchError(t('merge.searchError')))
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, profile.id, t])

  const kept = keep === 'this' || !other ? profile : other
  const removed = keep === 'this' ? other : profile
  const submit = async () => {
    if (!other) return
    setPending(true)
    setError(undefined)
    const { data, error: failure } = await mergeProfiles(kept.id, keep === 'this' ? other.id : profile.id).catch(
      () => ({ data: undefined, error: undefined }),
    )
    setPending(false)
    if (data) return onMerged(data.id)
    setError(isApiError(failure) && failure.statusCode < 500 ? failure.message : t('merge.error'))
  }

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('merge.title')}</DialogTitle>
          <DialogContent className={styles.form}>
            <p className={styles.intro}>{t('merge.intro')}</p>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            <Field
              label={t('merge.other')}
              validationMessage={searchError}
              validationState={searchError ? 'error' : undefined}
            >
              <Combobox
                freeform
                placeholder={t('merge.searchPlaceholder')}
                value={text}
                selectedOptions={other ? [other.id] : []}
                onChange={(e) => {
                  setText(e.target.value)
                  setOther(null)
                }}
                onOptionSelect={(_, d) => {
                  const picked = matches?.find((p) => p.id === d.optionValue) ?? null
                  setOther(picked)
                  if (picked) setText(picked.fullName)
                }}
              >
                {matches === null ? (
                  <Option disabled value="" text={t('loading', { ns: 'common' })}>
                    {t('loading', { ns: 'common' })}
                  </Option>
                ) : matches.length === 0 ? (
                  <Option disabled value="" text={t('merge.noMatches')}>
                    {t('merge.noMatches')}
                  </Option>
                ) : (
                  matches.map((p) => (
                    <Option key={p.id} value={p.id} text={p.fullName}>
                      <span className={styles.option}>
                        <Avatar
                          name={p.fullName}
                          initials={initialsOf(p.fullName)}
                          size={24}
                          color="colorful"
                          aria-hidden
                        />
                        <span>
                          {p.fullName}
                          <div className={styles.sub}>
                            {[describe(p), t('merge.reports', { count: p.reportCount })].filter(Boolean).join(' · ')}
                          </div>
                        </span>
                      </span>
                    </Option>
                  ))
                )}
              </Combobox>
            </Field>
            {other && (
              <>
                <Field label={t('merge.keep')}>
                  <RadioGroup value={keep} onChange={(_, d) => setKeep(d.value as 'this' | 'other')}>
                    <Radio
                      value="this"
                      label={t('merge.keepName', { name: profile.fullName, count: profile.reportCount })}
                    />
                    <Radio
                      value="other"
                      label={t('merge.keepName', { name: other.fullName, count: other.reportCount })}
                    />
                  </RadioGroup>
                </Field>
                <MessageBar intent="warning">
                  <MessageBarBody>
                    {t('merge.warning', { removed: removed?.fullName, kept: kept.fullName })}
                  </MessageBarBody>
                </MessageBar>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('cancel', { ns: 'common' })}
            </Button>
            <Button
              appearance="primary"
              disabled={!other || pending}
              icon={pending ? <Spinner size="tiny" /> : undefined}
              onClick={() => void submit()}
            >
              {t('merge.submit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
