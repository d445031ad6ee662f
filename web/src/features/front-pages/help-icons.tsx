import {
  BookOpenRegular,
  BuildingShopRegular,
  CartRegular,
  DocumentBulletListRegular,
  PaymentRegular,
  PersonRegular,
  QuestionCircleRegular,
  type FluentIcon,
} from '@fluentui/react-icons'

// The help-center document names Remix icons (the template's set); the web draws Fluent ones.
const ICONS: Record<string, FluentIcon> = {
  'ri-shopping-cart-line': CartRegular,
  'ri-question-line': QuestionCircleRegular,
  'ri-user-line': PersonRegular,
  'ri-store-line': BuildingShopRegular,
  'ri-file-list-line': DocumentBulletListRegular,
  'ri-bank-card-line': PaymentRegular,
}

/** The Fluent icon for a category's Remix icon name; a book for names we do not know. */
export const categoryIcon = (name: string): FluentIcon => ICONS[name] ?? BookOpenRegular
