import { useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../lib/api-client'
import { verifyEmail } from './api-recovery'
import { userDataAtom } from '../../lib/session-atoms'

export type VerifyState =
  { status: 'pending' } | { status: 'done'; email: string } | { status: 'failed'; message: string }

type Outcome = Awaited<ReturnType<typeof verifyEmail>> | { data: undefined; error: unknown }

// A token works once: a second mount (React's development double effects, a remount) must reuse the first
// answer instead of asking again and being told the link was used.
const attempts = new Map<string, Promise<Outcome>>()
const attempt = (token: string) => {
  let found = attempts.get(token)
  if (!found) {
    found = verifyEmail(token).catch((error: unknown) => ({ data: undefined, error }))
    attempts.set(token, found)
  }
  return found
}

/** Posts the token of a mailed link once and reports the outcome; a signed-in account's data follows. */
export function useVerifyEmail(token: string): VerifyState {
  const { t } = useTranslation('auth')
  const setUserData = useSetAtom(userDataAtom)
  const [state, setState] = useState<VerifyState>({ status: 'pending' })

  useEffect(() => {
    let current = true
    void attempt(token).then(({ data, error }) => {
      if (!current) return
      if (data) {
        setUserData((user) =>
          user && user.email.toLowerCase() === data.email.toLowerCase() ? { ...user, emailVerified: true } : user,
        )
        return setState({ status: 'done', email: data.email })
      }
      // Unknown, used and expired links answer the same 400; anything else is the network or the service.
      const invalid = isApiError(error) && error.statusCode === 400
      if (!invalid) attempts.delete(token) // a later visit may try again
      setState({ status: 'failed', message: invalid ? t('verifyInvalid') : t('errors.unexpected', { ns: 'common' }) })
    })
    return () => {
      current = false
    }
  }, [token, t, setUserData])

  return state
}
