import { formErrors, type FormErrors } from '../../../lib/form-errors'

/** What a sandbox write answered: nothing on success, else the service's message spread over the form's fields. */
export async function callErrors(
  call: Promise<{ error?: unknown; response: Response }>,
  fallback: string,
): Promise<FormErrors | undefined> {
  try {
    const { error, response } = await call
    return response.ok ? undefined : formErrors(error, fallback)
  } catch {
    return { fields: {}, form: fallback }
  }
}

/** The one message of a failed write (field messages joined when there is no form-level one). */
export const messageOf = (errors: FormErrors) => errors.form ?? Object.values(errors.fields).filter(Boolean).join(' ')
