import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { isApiError, type ApiError } from '../../lib/api-client'
import type { AppRule } from '../../lib/ability'
import { login, type Credentials } from './api'
import { sessionAtom } from './atoms'
import { postLoginTarget } from './post-login-target'

export interface LoginErrors {
  email?: string
  password?: string
  /** Not tied to a field: throttling, a disabled account, the network. */
  form?: string
}

/** Signs in through the service and moves on to the recorded target; errors come back per field. */
export function useLogin() {
  const { t } = useTranslation('auth')
  const [, navigate] = useLocation()
  const search = useSearch()
  const setSession = useSetAtom(sessionAtom)
  const [pending, setPending] = useState(false)
  const [errors, setErrors] = useState<LoginErrors>({})

  const describe = (error: ApiError | undefined, response: Response): LoginErrors => {
    if (response.status === 429) {
      const seconds = Number(response.headers.get('Retry-After'))
      return { form: seconds > 0 ? t('tooManyAttempts', { seconds }) : t('tooManyAttemptsLater') }
    }
    if (error?.errors && (error.errors.email || error.errors.password)) {
      return { email: error.errors.email?.join(' '), password: error.errors.password?.join(' ') }
    }
    return { form: isApiError(error) && response.status < 500 ? error.message : t('errors.unexpected', { ns: 'common' }) }
  }

  const submit = async (credentials: Credentials) => {
    setPending(true)
    setErrors({})
    try {
      const { data, error, response } = await login(credentials)
      if (!data) return setErrors(describe(error, response))
      // Both updates land in one render, so the unauthenticated-only guard never sees the half state.
      setSession(data)
      navigate(postLoginTarget(new URLSearchParams(search), data.userAbilityRules as AppRule[]), { replace: true })
    } catch {
      setErrors({ form: t('errors.network', { ns: 'common' }) })
    } finally {
      setPending(false)
    }
  }

  return { submit, pending, errors, setErrors }
}
