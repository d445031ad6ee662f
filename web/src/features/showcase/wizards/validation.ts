/** A step's problems: field name → the `showcaseGallery:errors.*` key of its message. */
export type StepErrors = Record<string, ErrorKey>
export type ErrorKey =
  | 'code'
  | 'totalBelowPerUser'
  | 'required'
  | 'email'
  | 'positive'
  | 'wholeNumber'
  | 'cardNumber'
  | 'cardExpiry'
  | 'cardExpired'
  | 'cvc'
  | 'emptyCart'
  | 'pickOne'
  | 'endBeforeStart'
  | 'zip'
  | 'phone'
  | 'percent'
  | 'accept'

export const blank = (value: string | undefined) => !value || !value.trim()
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
export const isPhone = (value: string) => /^\+?[0-9 ()-]{7,20}$/.test(value.trim())

/** A positive number typed as text ("1 250,50" is read as 1250.5). */
export const parseAmount = (value: string) => {
  const n = Number(value.replace(/\s/g, '').replace(',', '.'))
  return value.trim() && Number.isFinite(n) ? n : NaN
}

/** Requires each named field to be filled; returns only the problems found. */
export function requireFields<T extends object>(draft: T, fields: (keyof T & string)[]): StepErrors {
  const errors: StepErrors = {}
  for (const field of fields) if (blank(String(draft[field] ?? ''))) errors[field] = 'required'
  return errors
}
