import type { ApiSchemas } from '../../lib/api-client'

type ReportKind = ApiSchemas['ReportKind']
/** The content of a kind, as the contract types it (the examples always carry one). */
type ContentOf<K extends ReportKind> = Extract<ApiSchemas['ReportExample'], { kind: K }>['content']

/** A report's kind with its content, narrowed together: switch on `kind` and `content` is that kind's. */
export type KindContent = { [K in ReportKind]: { kind: K; content: ContentOf<K> } }[ReportKind]

/**
 * A report's kind and content once it has content. A report is `{}` until its first run is ready (a rerun keeps the
 * previous content); any other content is its kind's, as the contract says.
 */
export function withContent(report: ApiSchemas['Report']): KindContent | null {
  return Object.keys(report.content).length ? (report as KindContent) : null
}
