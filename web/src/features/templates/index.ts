/**
 * What other features use from templates: the report page's template line, the template screens' org card, and
 * making or copying a template (the interview wizard's question sets).
 */
export { OrgTemplateCard } from './org-template-card'
export { duplicateTemplate } from './api'
export { NewTemplateDialog } from './new-template-dialog'
export { createFromStarter } from './starter-documents'
