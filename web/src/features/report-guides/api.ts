import { api, type ApiSchemas } from '../../lib/api-client'

export type ReportExample = ApiSchemas['ReportExample']
export type ReportKind = ApiSchemas['ReportKind']
export type Segment = ApiSchemas['Segment']

/** One kind's worked example: the builtin engine's report over a bundled sample transcript, with its segments. */
export const getReportExample = (kind: ReportKind, signal?: AbortSignal) =>
  api.GET('/api/report-examples/{kind}', { params: { path: { kind } }, signal })
