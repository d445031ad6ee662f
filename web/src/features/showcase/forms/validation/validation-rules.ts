/**
 * The sign-up example's rules, pure so the tests check them: each field's first failing rule gives an error key
 * (translated by the screen) and the values it needs, e.g. { key: 'minLength', min: 8 }.
 */
export interface SignUpValues {
  username: string
  email: string
  password: string
  confirm: string
  age: string
  website: string
  terms: boolean
}
export const EMPTY_SIGN_UP: SignUpValues = {
  username: '',
  email: '',
  password: '',
  confirm: '',
  age: '',
  website: '',
  terms: false,
}

export type ErrorKey =
  | 'required'
  | 'minLength'
  | 'maxLength'
  | 'username'
  | 'email'
  | 'passwordStrength'
  | 'mismatch'
  | 'range'
  | 'integer'
  | 'url'
  | 'terms'
export interface FieldError {
  key: ErrorKey
  min?: number
  max?: number
}
export type SignUpErrors = Partial<Record<keyof SignUpValues, FieldError>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

function url(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

export function validateSignUp(v: SignUpValues): SignUpErrors {
  const e: SignUpErrors = {}
  const name = v.username.trim()
  if (!name) e.username = { key: 'required' }
  else if (name.length < 3) e.username = { key: 'minLength', min: 3 }
  else if (name.length > 20) e.username = { key: 'maxLength', max: 20 }
  else if (!/^[\p{L}\p{N}_.-]+$/u.test(name)) e.username = { key: 'username' }
  if (!v.email.trim()) e.email = { key: 'required' }
  else if (!EMAIL.test(v.email.trim())) e.email = { key: 'email' }
  if (!v.password) e.password = { key: 'required' }
  else if (v.password.length < 8) e.password = { key: 'minLength', min: 8 }
  else if (!/\p{L}/u.test(v.password) || !/\p{N}/u.test(v.password)) e.password = { key: 'passwordStrength' }
  if (!v.confirm) e.confirm = { key: 'required' }
  else if (v.confirm !== v.password) e.confirm = { key: 'mismatch' }
  if (!v.age.trim()) e.age = { key: 'required' }
  else if (!/^\d+$/.test(v.age.trim())) e.age = { key: 'integer' }
  else if (Number(v.age) < 18 || Number(v.age) > 120) e.age = { key: 'range', min: 18, max: 120 }
  if (v.website.trim() && !url(v.website.trim())) e.website = { key: 'url' }
  if (!v.terms) e.terms = { key: 'terms' }
  return e
}

export const hasErrors = (e: SignUpErrors) => Object.keys(e).length > 0
