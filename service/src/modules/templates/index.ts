// What other modules may use of templates: everything else in this folder is its own.
export { activeTemplateFor, recordTemplateUsed } from './analysis-template-repository.js'
export { templateSchemas } from './schemas/index.js'
