import { isApiError } from './api-client'

export interface FormErrors {
  /** Messages keyed by form field, as the service sends them in `errors`. */
  fields: Record<string, string | undefined>
  /** What belongs to no field: a conflict, a permission, the network. */
  form?: string
}

export const noErrors: FormErrors = { fields: {} }

/** Spreads the service's one error shape over a form; anything else becomes the fallback message. */
export function formErrors(error: unknown, fallback: string): FormErrors {
  if (!isApiError(error)) return { fields: {}, form: fallback }
  const fields: FormErrors['fields'] = {}
  for (const [field, messages] of Object.entries(error.errors ?? {})) fields[field] = messages.join(' ')
  const hasFields = Object.keys(fields).length > 0
  return { fields, form: hasFields ? undefined : error.statusCode >= 500 ? fallback : error.message }
}
