/** The LLM summarizer's screens, for the route table. */
export { SummarizePage } from './summarize-page'
export { LlmReportListPage } from './llm-report-list-page'
export { LlmReportPage } from './llm-report-page'
