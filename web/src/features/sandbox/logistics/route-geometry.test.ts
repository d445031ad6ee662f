import { describe, expect, it } from 'vitest'
import { curvePath, pointAt, routeCurve } from './route-geometry'

describe('route drawing', () => {
  it('starts at the start, ends at the end, and clamps progress', () => {
    const curve = routeCurve(7)
    expect(pointAt(curve, 0)).toEqual(curve[0])
    expect(pointAt(curve, 100)).toEqual(curve[2])
    expect(pointAt(curve, 150)).toEqual(curve[2])
    expect(pointAt(curve, -5)).toEqual(curve[0])
  })
  it('the travelled part ends where the truck is', () => {
    const curve = routeCurve(3)
    const truck = pointAt(curve, 40)
    const path = curvePath(curve, 40)
    const [x, y] = path.split(' ').slice(-2).map(Number)
    expect(x).toBeCloseTo(truck.x, 0)
    expect(y).toBeCloseTo(truck.y, 0)
    expect(curvePath(curve)).toMatch(/^M 60 150 Q /)
  })
  it('every vehicle bends, the same way each time', () => {
    for (const id of [1, 2, 3, 4, 5]) expect(routeCurve(id)[1].y).not.toBe(120)
    expect(routeCurve(12)).toEqual(routeCurve(12))
  })
})
