import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  tokens,
} from '@fluentui/react-components'
import { useSetAtom } from 'jotai'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { changeLanguageAtom } from '../../../lib/settings/language-atoms'
import { userDataAtom } from '../../../lib/session-atoms'
import { formErrors, noErrors } from '../../../lib/form-errors'
import { isLanguage, LANGUAGES, type Language } from '../../../lib/languages'
import { getProfile, updateProfile, type AccountProfile } from '../api'
import { useLoad } from '../../../lib/use-load'
import { AvatarField } from './avatar-field'
import { LoadState } from '../../../components/load-state'
import { SectionCard } from './section-card'

const useStyles = makeStyles({
  // Every control fills its cell, so the read-only e-mail is as wide as the fields beside it.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    '& .fui-Input, & .fui-Dropdown': { width: '100%', minWidth: 0 },
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
})

// An unset time zone shows the browser's (saved with the next save) instead of a bare placeholder.
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
const TIME_ZONES: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []

/** Profile fields, avatar and language; the language choice also switches the interface. */
export function AccountTab() {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation()
  const styles = useStyles()
  const { data, error, reload, setData } = useLoad(() => getProfile(), [], 'failed')
  const setUser = useSetAtom(userDataAtom)
  const changeLanguage = useSetAtom(changeLanguageAtom)
  const [form, setForm] = useState({ fullName: '', phone: '', timezone: '', language: 'en' as Language })
  const [errors, setErrors] = useState(noErrors)
  const [saved, setSaved] = useState(false)

  const reset = (p: AccountProfile) =>
    setForm({
      fullName: p.fullName,
      phone: p.phone ?? '',
      timezone: p.timezone ?? browserTimeZone(),
      language: isLanguage(p.language) ? p.language : 'en',
    })
  useEffect(() => data && reset(data), [data])
  if (!data) return <LoadState failed={Boolean(error)} onRetry={reload} />

  // The top bar shows the name and the avatar from the stored user data.
  const applied = (p: AccountProfile) => {
    setData(p)
    setUser((u) => (u ? { ...u, fullName: p.fullName, avatar: p.avatar } : u))
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    const body = {
      fullName: form.fullName.trim(),
      phone: form.phone.trim() || null,
      timezone: form.timezone.trim() || null,
      language: form.language,
    }
    const result = await updateProfile(body).catch((error: unknown) => ({ data: undefined, error }))
    if (!result.data) return setErrors(formErrors(result.error, tc('errors.unexpected')))
    setErrors(noErrors)
    applied(result.data)
    setSaved(true)
    if (isLanguage(result.data.language)) void changeLanguage(result.data.language)
  }
  const set = (key: keyof typeof form) => (_: unknown, d: { value: string }) =>
    setForm((f) => ({ ...f, [key]: d.value }))

  return (
    <SectionCard title={t('profile.title')} description={t('profile.description')}>
      <AvatarField profile={data} onChange={applied} />
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <div className={styles.grid}>
          <Field label={t('profile.fullName')} required validationMessage={errors.fields.fullName}>
            <Input name="fullName" value={form.fullName} onChange={set('fullName')} />
          </Field>
          <Field label={t('profile.email')} hint={t('profile.emailHint')}>
            <Input value={data.email} readOnly />
          </Field>
          <Field label={t('profile.phone')} validationMessage={errors.fields.phone}>
            <Input name="phone" type="tel" value={form.phone} onChange={set('phone')} />
          </Field>
          <Field label={t('profile.timezone')} validationMessage={errors.fields.timezone}>
            <Input name="timezone" value={form.timezone} list="debrief-time-zones" onChange={set('timezone')} />
            <datalist id="debrief-time-zones">
              {TIME_ZONES.map((z) => (
                <option key={z} value={z} />
              ))}
            </datalist>
          </Field>
          <Field label={t('profile.language')}>
            <Dropdown
              value={tc(`shell.languages.${form.language}`)}
              selectedOptions={[form.language]}
              onOptionSelect={(_, d) =>
                isLanguage(d.optionValue) && setForm((f) => ({ ...f, language: d.optionValue as Language }))
              }
            >
              {LANGUAGES.map((code) => (
                <Option key={code} value={code} lang={code}>
                  {tc(`shell.languages.${code}`)}
                </Option>
              ))}
            </Dropdown>
          </Field>
        </div>
        {errors.form && (
          <MessageBar intent="error">
            <MessageBarBody>{errors.form}</MessageBarBody>
          </MessageBar>
        )}
        {saved && (
          <MessageBar intent="success">
            <MessageBarBody>{t('profile.saved')}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit">
            {tc('save')}
          </Button>
          <Button onClick={() => reset(data)}>{t('profile.reset')}</Button>
        </div>
      </form>
    </SectionCard>
  )
}
