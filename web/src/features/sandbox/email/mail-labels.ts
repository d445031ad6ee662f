import type { BadgeProps } from '@fluentui/react-components'
import type { MailLabel } from './email-api'

/** Each label's colour, always shown with the label's name beside it. */
export const LABEL_COLORS: Record<MailLabel, NonNullable<BadgeProps['color']>> = {
  personal: 'success',
  company: 'informative',
  important: 'severe',
  private: 'danger',
}

/** The sidebar's colour dots (shapes without text, so the brand colour may mark one). */
export const LABEL_DOTS: Record<MailLabel, NonNullable<BadgeProps['color']>> = { ...LABEL_COLORS, company: 'brand' }
