/** What other parts of the app use from billing: the signed-in shell's budget banner. */
export { BudgetBanner } from './components/budget-banner'
