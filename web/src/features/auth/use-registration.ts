import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { paths } from '../../config/paths'
import { readPlanChoice } from '../front-pages'
import { formErrors, noErrors, type FormErrors } from '../../lib/form-errors'
import { register, type RegisterBody } from './api-recovery'
import { sessionAtom, type Session } from '../../lib/session-atoms'

/**
 * Posts a registration (the one-form and the multi-step screens share it). The service signs the new account in
 * and mails a verification link; the screen then shows "we sent a link to …" (`sentTo`) and `finish` stores the
 * session and goes to the start page. The session is stored only then: /register is for signed-out visitors, so
 * storing it earlier would make the guard leave the screen before the message shows.
 */
export function useRegistration() {
  const { t } = useTranslation('auth')
  const [, navigate] = useLocation()
  const setSession = useSetAtom(sessionAtom)
  const [errors, setErrors] = useState<FormErrors>(noErrors)
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState<{ session: Session; email: string } | null>(null)

  /** Resolves to the errors it set (empty when the account was created), so a wizard can pick the step to show. */
  const submit = async (body: RegisterBody): Promise<FormErrors> => {
    setPending(true)
    // Only the service's fields: a screen may pass its whole draft (with the repeated password).
    const payload: RegisterBody = {
      fullName: body.fullName.trim(),
      email: body.email.trim(),
      password: body.password,
      organizationName: body.organizationName?.trim() || undefined,
      plan: readPlanChoice(location.search)?.plan,
    }
    const { data, error } = await register(payload).catch((e: unknown) => ({ data: undefined, error: e }))
    setPending(false)
    if (!data) {
      const found = formErrors(error, t('errors.unexpected', { ns: 'common' }))
      setErrors(found)
      return found
    }
    setErrors(noErrors)
    setDone({ session: data, email: payload.email })
    return noErrors
  }

  const finish = () => {
    if (!done) return
    flushSync(() => setSession(done.session)) // the guard must see the session before the start page decides
    navigate(paths.root.getHref(), { replace: true })
  }

  return { submit, finish, errors, setErrors, pending, sentTo: done?.email ?? null }
}
