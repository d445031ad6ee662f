/** What other features use of the cost screens: a record's own cost lines. */
export { SubjectCostCard } from './components/subject-cost-card'
