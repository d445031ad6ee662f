export interface Point {
  x: number
  y: number
}

/** The route drawing's frame: start on the left, end on the right, a bend that differs per vehicle. */
export const ROUTE_BOX = { width: 600, height: 240, margin: 60 } as const

/** The three points of the route's quadratic curve; the bend (up or down) is fixed by the vehicle id so it never jumps. */
export function routeCurve(id: number): [Point, Point, Point] {
  const { width, height, margin } = ROUTE_BOX
  const mid = height / 2
  const bend = ((id % 5) - 2) * 35 || 50
  return [
    { x: margin, y: mid + 30 },
    { x: width / 2, y: mid - bend * 1.6 },
    { x: width - margin, y: mid - 30 },
  ]
}

/** The point at `progress` percent along a quadratic curve (by its parameter, which is close enough for a schematic). */
export function pointAt([p0, p1, p2]: [Point, Point, Point], progress: number): Point {
  const t = Math.min(100, Math.max(0, progress)) / 100
  const u = 1 - t
  return { x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y }
}

/** The SVG path of the curve; `upTo` (percent) draws only the travelled part, split by de Casteljau. */
export function curvePath([p0, p1, p2]: [Point, Point, Point], upTo = 100): string {
  const t = Math.min(100, Math.max(0, upTo)) / 100
  const c = { x: p0.x + (p1.x - p0.x) * t, y: p0.y + (p1.y - p0.y) * t }
  const end = pointAt([p0, p1, p2], upTo)
  const r = (n: number) => Math.round(n * 10) / 10
  return `M ${r(p0.x)} ${r(p0.y)} Q ${r(c.x)} ${r(c.y)} ${r(end.x)} ${r(end.y)}`
}
