export interface HeatMap {
  rows: string[]
  columns: string[]
  counts: number[][]
  max: number
}

/** Counts of (row, column) pairs on a grid, rows and columns sorted; `max` is at least 1 so shades divide safely. */
export function heatMapOf(points: { row: string; column: string }[]): HeatMap {
  const rows = [...new Set(points.map((p) => p.row))].sort()
  const columns = [...new Set(points.map((p) => p.column))].sort()
  const counts = rows.map(() => columns.map(() => 0))
  for (const p of points) counts[rows.indexOf(p.row)][columns.indexOf(p.column)]++
  return { rows, columns, counts, max: Math.max(1, ...counts.flat()) }
}
