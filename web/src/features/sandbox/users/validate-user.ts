import type { UserPlan } from './users-api'

export interface UserDraft {
  fullName: string
  username: string
  email: string
  company: string
  country: string
  contact: string
  /** A role's key: a seeded one or a role added on the roles screen. */
  role: string
  currentPlan: UserPlan | ''
}

export const EMPTY_USER: UserDraft = {
  fullName: '',
  username: '',
  email: '',
  company: '',
  country: '',
  contact: '',
  role: '',
  currentPlan: '',
}

/** Message keys (of the sandboxUsers namespace) by field; empty when the draft can be sent. */
export function validateUser(d: UserDraft): Partial<Record<keyof UserDraft, string>> {
  const errors: Partial<Record<keyof UserDraft, string>> = {}
  if (!d.fullName.trim()) errors.fullName = 'errors.fullName'
  if (!d.username.trim()) errors.username = 'errors.username'
  else if (!/^[\w.-]+$/.test(d.username.trim())) errors.username = 'errors.usernameChars'
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(d.email.trim())) errors.email = 'errors.email'
  if (d.contact.trim() && !/^\+?[\d\s()-]{5,40}$/.test(d.contact.trim())) errors.contact = 'errors.contact'
  if (!d.role) errors.role = 'errors.role'
  if (!d.currentPlan) errors.currentPlan = 'errors.plan'
  return errors
}
