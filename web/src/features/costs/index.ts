/** What other features use of the cost screens: a record's own cost lines, money formatting, file downloads. */
export { SubjectCostCard } from './components/subject-cost-card'
export { formatMoney, formatNumber } from './format-money'
export { fileNameOf, saveBlob } from './save-blob'
