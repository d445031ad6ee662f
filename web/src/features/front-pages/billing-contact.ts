export interface BillingContact {
  fullName: string
  email: string
  company: string
  country: string
  address: string
  /** Optional: printed on the invoice. */
  vatId: string
}

export const EMPTY_CONTACT: BillingContact = {
  fullName: '',
  email: '',
  company: '',
  country: '',
  address: '',
  vatId: '',
}

export type ContactProblem = 'required' | 'email' | 'vatId'
export type ContactErrors = Partial<Record<keyof BillingContact, ContactProblem>>

const REQUIRED: (keyof BillingContact)[] = ['fullName', 'email', 'company', 'country', 'address']

/** What an invoice needs: who, where, and a well-formed VAT number when one is given (two letters, then 2 to 13 characters). */
export function validateContact(contact: BillingContact): ContactErrors {
  const errors: ContactErrors = {}
  for (const key of REQUIRED) if (!contact[key].trim()) errors[key] = 'required'
  if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email.trim())) errors.email = 'email'
  const vat = contact.vatId.replace(/[\s.-]/g, '').toUpperCase()
  if (vat && !/^[A-Z]{2}[A-Z0-9]{2,13}$/.test(vat)) errors.vatId = 'vatId'
  return errors
}

export const isValid = (errors: ContactErrors) => Object.keys(errors).length === 0
