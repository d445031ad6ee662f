import { isEmail, isPhone, parseAmount, requireFields, type StepErrors } from '../validation'

export const PROPERTY_STEPS = ['personal', 'property', 'features', 'area', 'price', 'review'] as const
export const PROPERTY_TYPES = ['apartment', 'house', 'villa', 'office'] as const
export const PROPERTY_FEATURES = ['parking', 'elevator', 'garden', 'pool', 'furnished', 'security'] as const

export interface PropertyDraft {
  role: 'owner' | 'agent'
  firstName: string
  lastName: string
  email: string
  phone: string
  propertyType: (typeof PROPERTY_TYPES)[number]
  bedrooms: number
  bathrooms: number
  address: string
  city: string
  features: (typeof PROPERTY_FEATURES)[number][]
  size: string
  builtYear: string
  listing: 'sale' | 'rent'
  price: string
  negotiable: boolean
}

export const initialProperty = (): PropertyDraft => ({
  role: 'owner',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  propertyType: 'apartment',
  bedrooms: 2,
  bathrooms: 1,
  address: '',
  city: '',
  features: [],
  size: '',
  builtYear: '',
  listing: 'sale',
  price: '',
  negotiable: false,
})

export function validateProperty(step: number, d: PropertyDraft, now = new Date()): StepErrors {
  const errors: StepErrors = {}
  if (step === 0) {
    Object.assign(errors, requireFields(d, ['firstName', 'lastName', 'email', 'phone']))
    if (!errors.email && !isEmail(d.email)) errors.email = 'email'
    if (!errors.phone && !isPhone(d.phone)) errors.phone = 'phone'
  }
  if (step === 1) Object.assign(errors, requireFields(d, ['address', 'city']))
  if (step === 2 && d.features.length === 0) errors.features = 'pickOne'
  if (step === 3) {
    const size = parseAmount(d.size)
    if (!d.size.trim()) errors.size = 'required'
    else if (!(size > 0)) errors.size = 'positive'
    const year = Number(d.builtYear)
    if (d.builtYear.trim() && !(Number.isInteger(year) && year >= 1800 && year <= now.getFullYear()))
      errors.builtYear = 'wholeNumber'
  }
  if (step === 4) {
    const price = parseAmount(d.price)
    if (!d.price.trim()) errors.price = 'required'
    else if (!(price > 0)) errors.price = 'positive'
  }
  return errors
}
