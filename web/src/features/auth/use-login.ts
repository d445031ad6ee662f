import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { isApiError, type ApiError } from '../../lib/api-client'
import type { AppRule } from '../../lib/ability'
import { useRouteTable } from '../../lib/routing/route-table'
import { login, verifyTwoSteps, type Credentials } from './api'
import { sessionAtom } from '../../lib/session-atoms'
import { postLoginTarget } from './post-login-target'

export interface LoginErrors {
  email?: string
  password?: string
  /** Not tied to a field: throttling, a disabled account, the network. */
  form?: string
}

// A sign-in waiting for its code survives a reload and can be finished on the two-steps pages.
const CHALLENGE_KEY = 'debrief.twoStepChallenge'
export const pendingChallenge = () => sessionStorage.getItem(CHALLENGE_KEY)
const keepChallenge = (challenge: string | null) => {
  if (challenge) sessionStorage.setItem(CHALLENGE_KEY, challenge)
  else sessionStorage.removeItem(CHALLENGE_KEY)
}

/** Signs in through the service and moves on to the recorded target; errors come back per field. */
export function useLogin(initialChallenge: string | null = null) {
  const { t } = useTranslation('auth')
  const [, navigate] = useLocation()
  const search = useSearch()
  const routes = useRouteTable()
  const setSession = useSetAtom(sessionAtom)
  const [pending, setPending] = useState(false)
  const [errors, setErrors] = useState<LoginErrors>({})
  /** Set when the password was right but the account has two-step sign-in on: the form then asks for a code. */
  const [challenge, setChallengeState] = useState<string | null>(initialChallenge)
  const setChallenge = (value: string | null) => {
    keepChallenge(value)
    setChallengeState(value)
  }

  const describe = (error: ApiError | undefined, response: Response): LoginErrors & { code?: string } => {
    if (response.status === 429) {
      const seconds = Number(response.headers.get('Retry-After'))
      return { form: seconds > 0 ? t('tooManyAttempts', { seconds }) : t('tooManyAttemptsLater') }
    }
    if (error?.errors && (error.errors.email || error.errors.password)) {
      return { email: error.errors.email?.join(' '), password: error.errors.password?.join(' ') }
    }
    if (error?.errors?.code) return { code: error.errors.code.join(' ') }
    return {
      form: isApiError(error) && response.status < 500 ? error.message : t('errors.unexpected', { ns: 'common' }),
    }
  }

  const submit = async (credentials: Credentials) => {
    setPending(true)
    setErrors({})
    try {
      const { data, error, response } = await login(credentials)
      if (!data) return setErrors(describe(error, response))
      if ('twoStepRequired' in data) return setChallenge(data.challenge)
      signedIn(data)
    } catch {
      setErrors({ form: t('errors.network', { ns: 'common' }) })
    } finally {
      setPending(false)
    }
  }

  const signedIn = (data: Parameters<typeof setSession>[0] & { userAbilityRules: unknown[] }) => {
    // Both updates land in one render, so the unauthenticated-only guard never sees the half state.
    keepChallenge(null)
    setSession(data)
    navigate(postLoginTarget(new URLSearchParams(search), data.userAbilityRules as AppRule[], routes), {
      replace: true,
    })
  }

  const submitCode = async (code: string) => {
    if (!challenge) return
    setPending(true)
    setErrors({})
    try {
      const { data, error, response } = await verifyTwoSteps({ challenge, code })
      if (data) return signedIn(data)
      const described = describe(error, response)
      // A dead challenge (expired, or too many wrong codes) means starting over with the password.
      if (response.status === 401) setChallenge(null)
      setErrors(described.code ? { form: described.code } : described)
    } catch {
      setErrors({ form: t('errors.network', { ns: 'common' }) })
    } finally {
      setPending(false)
    }
  }

  return { submit, submitCode, challenge, pending, errors, setErrors }
}
