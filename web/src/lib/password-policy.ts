import { useEffect, useState } from 'react'
import { api } from './api-client'

const fetchPolicy = () => api.GET('/api/auth/password-policy')
export type PasswordPolicy = NonNullable<Awaited<ReturnType<typeof fetchPolicy>>['data']>

// One request per page load: the rule changes only with a new service release.
let loaded: PasswordPolicy | undefined
let pending: Promise<PasswordPolicy | undefined> | undefined

function load(): Promise<PasswordPolicy | undefined> {
  pending ??= fetchPolicy()
    .then(
      ({ data }) => (loaded = data),
      () => undefined,
    )
    .then((p) => {
      if (!p) pending = undefined // a failed read is tried again by the next form
      return p
    })
  return pending
}

/** The rule as loaded so far (undefined until the service answered): checks made before submitting use it. */
export const currentPasswordPolicy = () => loaded

/**
 * Waits for the rule before a form checks a password: on a slow connection the visitor can press the button before
 * the first read answered, and the service's own (English, untranslated) message would then show instead.
 */
export const passwordPolicyReady = () => (loaded ? Promise.resolve(loaded) : load())

/**
 * The service's password rule (GET /api/auth/password-policy), the one source for every form that sets a
 * password. Undefined while loading: the forms then leave the length to the service, which checks it anyway.
 */
export function usePasswordPolicy(): PasswordPolicy | undefined {
  const [policy, setPolicy] = useState(loaded)
  useEffect(() => {
    if (loaded) return
    let live = true
    void load().then((p) => {
      if (live && p) setPolicy(p)
    })
    return () => {
      live = false
    }
  }, [])
  return policy
}
