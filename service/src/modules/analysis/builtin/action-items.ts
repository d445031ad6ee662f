export { actionItems, type ActionItem } from './commitments/action-items.js'
export { decisions, openItems, type Decision } from './commitments/decisions.js'
