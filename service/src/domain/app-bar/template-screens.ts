import type { Screen } from './screen-types.js'
import { viewDemo } from './screen-types.js'

type Entry = [title: string, path: string, icon: string]
const demo = (category: Screen['category'], entries: Entry[]): Screen[] =>
  entries.map(([title, path, icon]) => ({ title, path, icon, category, access: viewDemo }))
// A gallery's items by title: the path is the title in kebab case ("Message bars" → /components/message-bars).
const showgalEntries = (base: string, titles: string[], icon: string): Entry[] =>
  titles.map((title) => [title, `${base}/${title.toLowerCase().replaceAll(' ', '-')}`, icon])
const everyone = (category: Screen['category'], entries: Entry[]): Screen[] =>
  entries.map(([title, path, icon]) => ({ title, path, icon, category, access: 'signed-in' }))

/**
 * The admin-template areas, the account pages
 * every signed-in person has, and the public pages. Detail screens point at a seeded record (invoice 4987,
 * user 1); the wildcard demo groups (/charts/*, …) at one screen each.
 */
export const templateScreens: Screen[] = [
  ...everyone('account', [
    ['Account settings', '/pages/account-settings/account', 'PersonCircle'],
    ['Security', '/pages/account-settings/security', 'LockClosed'],
    ['Billing and plans', '/pages/account-settings/billing-plans', 'Payment'],
    ['Notifications', '/pages/account-settings/notification', 'Alert'],
    ['Connections', '/pages/account-settings/connection', 'PlugConnected'],
    ['User profile', '/pages/user-profile/profile', 'Person'],
    ['Profile teams', '/pages/user-profile/teams', 'PeopleTeam'],
    ['Profile projects', '/pages/user-profile/projects', 'Briefcase'],
    ['Profile connections', '/pages/user-profile/connections', 'PeopleCommunity'],
  ]),
  ...demo('dashboards', [
    ['Analytics', '/dashboards/analytics', 'DataTrending'],
    ['CRM', '/dashboards/crm', 'ChartPerson'],
    ['eCommerce dashboard', '/dashboards/ecommerce', 'BuildingShop'],
    ['Academy dashboard', '/dashboards/academy', 'HatGraduation'],
    ['Logistics dashboard', '/dashboards/logistics', 'VehicleTruck'],
  ]),
  ...demo('apps', [
    ['Academy', '/apps/academy/dashboard', 'HatGraduation'],
    ['My courses', '/apps/academy/my-course', 'BookOpen'],
    ['Course details', '/apps/academy/course-details', 'Book'],
    ['Calendar', '/apps/calendar', 'CalendarLtr'],
    ['Chat', '/apps/chat', 'Chat'],
    ['Email', '/apps/email', 'Mail'],
    ['Kanban', '/apps/kanban', 'Board'],
    ['Logistics', '/apps/logistics/dashboard', 'VehicleTruck'],
    ['Fleet', '/apps/logistics/fleet', 'ArrowRouting'],
    ['Permissions', '/apps/permissions', 'KeyMultiple'],
    ['Roles', '/apps/roles', 'ShieldKeyhole'],
    ['User list', '/apps/user/list', 'PeopleList'],
    ['User view', '/apps/user/view/1', 'PersonInfo'],
    ['eCommerce', '/apps/ecommerce/dashboard', 'ShoppingBag'],
    ['Product list', '/apps/ecommerce/product/list', 'BoxMultiple'],
    ['Add product', '/apps/ecommerce/product/add', 'AddCircle'],
    ['Category list', '/apps/ecommerce/product/category-list', 'TagMultiple'],
    ['Order list', '/apps/ecommerce/order/list', 'ClipboardTextLtr'],
    ['Customer list', '/apps/ecommerce/customer/list', 'People'],
    ['Manage reviews', '/apps/ecommerce/manage-review', 'Star'],
    ['Referrals', '/apps/ecommerce/referrals', 'Gift'],
    ['eCommerce settings', '/apps/ecommerce/settings', 'Settings'],
    ['Invoice list', '/apps/invoice/list', 'Receipt'],
    ['Invoice preview', '/apps/invoice/preview/4987', 'DocumentPdf'],
    ['Invoice edit', '/apps/invoice/edit/4987', 'DocumentEdit'],
    ['Invoice add', '/apps/invoice/add', 'ReceiptAdd'],
  ]),
  ...demo('pages', [
    ['FAQ', '/pages/faq', 'QuestionCircle'],
    ['Pricing', '/pages/pricing', 'Money'],
    ['Dialog examples', '/pages/dialog-examples', 'WindowDevTools'],
    ['Cards', '/pages/cards', 'CardUi'],
    ['Basic cards', '/pages/cards/basic', 'CardUi'],
    ['Advanced cards', '/pages/cards/advanced', 'CardUi'],
    ['Statistics cards', '/pages/cards/statistics', 'DataBarVertical'],
    ['Widget cards', '/pages/cards/widgets', 'Apps'],
    ['Gamification cards', '/pages/cards/gamification', 'Trophy'],
    ['Action cards', '/pages/cards/actions', 'CursorClick'],
  ]),
  ...everyone('pages', [
    ['Timer', '/timer', 'Timer'],
    ['Coming soon', '/pages/misc/coming-soon', 'CalendarClock'],
    ['Under maintenance', '/pages/misc/under-maintenance', 'Wrench'],
    ['Page not found (404)', '/pages/misc/page-not-found', 'ErrorCircle'],
    ['Not authorized (401)', '/pages/misc/not-authorized', 'Warning'],
    ['Login v1', '/pages/authentication/login-v1', 'Door'],
    ['Login v2', '/pages/authentication/login-v2', 'Door'],
    ['Register v1', '/pages/authentication/register-v1', 'PersonAdd'],
    ['Register v2', '/pages/authentication/register-v2', 'PersonAdd'],
    ['Register multi-steps', '/pages/authentication/register-multi-steps', 'PersonAdd'],
    ['Forgot password v1', '/pages/authentication/forgot-password-v1', 'Key'],
    ['Forgot password v2', '/pages/authentication/forgot-password-v2', 'Key'],
    ['Reset password v1', '/pages/authentication/reset-password-v1', 'Key'],
    ['Reset password v2', '/pages/authentication/reset-password-v2', 'Key'],
    ['Two steps v1', '/pages/authentication/two-steps-v1', 'Shield'],
    ['Two steps v2', '/pages/authentication/two-steps-v2', 'Shield'],
    ['Verify email v1', '/pages/authentication/verify-email-v1', 'MailInbox'],
    ['Verify email v2', '/pages/authentication/verify-email-v2', 'MailInbox'],
  ]),
  ...everyone('front-pages', [
    ['Landing page', '/front-pages/landing-page', 'Home'],
    ['Pricing (front page)', '/front-pages/pricing', 'Money'],
    ['Payment', '/front-pages/payment', 'Payment'],
    ['Checkout', '/front-pages/checkout', 'ShoppingBag'],
    ['Help center', '/front-pages/help-center', 'BookQuestionMark'],
  ]),
  ...demo('user-interface', [
    ['Components', '/components', 'AppsList'],
    ...showgalEntries('/components', ['Buttons', 'Badges', 'Avatars', 'Cards', 'Dialogs', 'Drawers', 'Menus', 'Message bars', 'Tabs', 'Toasts', 'Tooltips', 'Progress', 'Skeletons', 'Accordion', 'Breadcrumbs', 'Pagination', 'Timeline', 'Tree'], 'AppsList'),
    ['Extensions', '/extensions', 'Layer'],
    ...showgalEntries('/extensions', ['Drag and drop', 'Rich text editor', 'Code editor', 'Calendar', 'File upload', 'Clipboard', 'Tour', 'Carousel'], 'Layer'),
  ]),
  ...demo('forms-tables', [
    ['Form layouts', '/forms/form-layouts', 'Form'],
    ['Form validation', '/forms/form-validation', 'CheckmarkCircle'],
    ['Data table', '/tables/data-table', 'Table'],
    ['Simple table', '/tables/simple-table', 'TableSimple'],
    ['Checkout wizard', '/wizard-examples/checkout', 'Wand'],
    ['Property listing wizard', '/wizard-examples/property-listing', 'Wand'],
    ['Create deal wizard', '/wizard-examples/create-deal', 'Wand'],
  ]),
  ...demo('charts', [
    ['Charts', '/charts', 'ChartMultiple'],
    ['Line chart', '/charts/line', 'DataLine'],
    ['Area chart', '/charts/area', 'DataArea'],
    ['Bar chart', '/charts/bar', 'DataBarVertical'],
    ['Stacked bar chart', '/charts/stacked-bar', 'DataHistogram'],
    ['Donut chart', '/charts/donut', 'DataPie'],
    ['Radar chart', '/charts/radar', 'DataUsage'],
    ['Scatter chart', '/charts/scatter', 'DataScatter'],
    ['Gauge', '/charts/gauge', 'Gauge'],
    ['Heat map', '/charts/heat-map', 'GridDots'],
  ]),
]
