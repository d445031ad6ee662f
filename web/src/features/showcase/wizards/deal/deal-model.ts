import { blank, parseAmount, requireFields, type StepErrors } from '../validation'

export const DEAL_STEPS = ['type', 'details', 'usage', 'review'] as const
export const DEAL_TYPES = ['percentage', 'flat', 'bogo'] as const
export const DEAL_REGIONS = ['worldwide', 'europe', 'asia', 'americas'] as const

export interface DealDraft {
  type: (typeof DEAL_TYPES)[number]
  discount: string
  region: (typeof DEAL_REGIONS)[number]
  title: string
  code: string
  description: string
  start: string
  end: string
  perUser: string
  totalUses: string
  notify: boolean
  accept: boolean
}

export const initialDeal = (): DealDraft => ({
  type: 'percentage',
  discount: '',
  region: 'worldwide',
  title: '',
  code: '',
  description: '',
  start: '',
  end: '',
  perUser: '1',
  totalUses: '',
  notify: true,
  accept: false,
})

const whole = (value: string) => /^\d+$/.test(value.trim()) && Number(value) >= 1

export function validateDeal(step: number, d: DealDraft): StepErrors {
  const errors: StepErrors = {}
  if (step === 0 && d.type !== 'bogo') {
    const amount = parseAmount(d.discount)
    if (blank(d.discount)) errors.discount = 'required'
    else if (!(amount > 0)) errors.discount = 'positive'
    else if (d.type === 'percentage' && amount > 100) errors.discount = 'percent'
  }
  if (step === 1) {
    Object.assign(errors, requireFields(d, ['title', 'code', 'start', 'end']))
    if (!errors.code && !/^[A-Za-z0-9]{4,12}$/.test(d.code.trim())) errors.code = 'code'
    // ISO dates (YYYY-MM-DD) compare as text.
    if (!errors.start && !errors.end && d.end < d.start) errors.end = 'endBeforeStart'
  }
  if (step === 2) {
    if (!whole(d.perUser)) errors.perUser = 'wholeNumber'
    if (!blank(d.totalUses) && !whole(d.totalUses)) errors.totalUses = 'wholeNumber'
    else if (!errors.perUser && !blank(d.totalUses) && Number(d.totalUses) < Number(d.perUser))
      errors.totalUses = 'totalBelowPerUser'
  }
  if (step === 3 && !d.accept) errors.accept = 'accept'
  return errors
}
