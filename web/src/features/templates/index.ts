/** What other features use from templates: the report page's template line and the template screens' org card. */
export { OrgTemplateCard } from './org-template-card'
export { ReportTemplateVersion } from './report-template-version'
