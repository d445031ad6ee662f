import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormErrors } from '../../../lib/form-errors'
import { callErrors } from './call-error'

type FieldMessages = Record<string, string | undefined>

/**
 * The state of a form that writes to the sandbox: field errors, the form's own error, and whether it is being
 * sent. `submit` shows the form's own checks first; otherwise it sends, puts the service's messages on the
 * fields they name (the rest above the form) and hands a success to `done`.
 */
export function useFormSubmit() {
  const { t } = useTranslation('common')
  const [errors, setErrors] = useState<FieldMessages>({})
  const [formError, setFormError] = useState<string>()
  const [pending, setPending] = useState(false)
  async function submit<D>(
    local: FieldMessages,
    send: () => Promise<{ data?: D; error?: unknown; response: Response }>,
    done: (data: D | undefined) => void,
    /** What goes above the form when the service names no form-level message (default: its form message). */
    formMessage: (failure: FormErrors) => string | undefined = (f) => f.form,
  ) {
    if (Object.values(local).some(Boolean)) return setErrors(local)
    setPending(true)
    let data: D | undefined
    const failure = await callErrors(
      send().then((r) => {
        data = r.data
        return r
      }),
      t('errors.unexpected'),
    )
    setPending(false)
    if (failure) {
      setErrors(failure.fields)
      return setFormError(formMessage(failure))
    }
    done(data)
  }
  return { errors, formError, pending, submit }
}
