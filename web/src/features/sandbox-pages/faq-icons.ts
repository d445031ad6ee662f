import {
  ArrowUndoRegular,
  ShoppingBagRegular,
  BookOpenRegular,
  PaymentRegular,
  SettingsRegular,
  VehicleTruckProfileRegular,
  type FluentIcon,
} from '@fluentui/react-icons'

// The FAQ groups name Remix icons (the template's set); the web draws Fluent ones.
const ICONS: Record<string, FluentIcon> = {
  'ri-bank-card-line': PaymentRegular,
  'ri-truck-line': VehicleTruckProfileRegular,
  'ri-arrow-go-back-line': ArrowUndoRegular,
  'ri-shopping-bag-3-line': ShoppingBagRegular,
  'ri-settings-4-line': SettingsRegular,
}

export const faqIcon = (name: string): FluentIcon => ICONS[name] ?? BookOpenRegular
