import type { BreakdownDimension } from './api'

/** The dimensions of the breakdown card, in the order its switch offers them. */
export const BREAKDOWN_DIMENSIONS: readonly BreakdownDimension[] = ['user', 'engine', 'model', 'report-kind', 'tag']
