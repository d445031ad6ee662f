import { describe, expect, it, vi } from 'vitest'
import { createMaintenanceMiddleware } from './maintenance-middleware'

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const run = async (response: Response) => {
  const spy = vi.fn()
  const middleware = createMaintenanceMiddleware(spy)
  await middleware.onResponse!({ response } as never)
  return spy
}

describe('maintenance middleware', () => {
  it('reports a 503 with the maintenance code', async () => {
    expect(await run(answer(503, { code: 'DEBRIEF_MAINTENANCE' }))).toHaveBeenCalledOnce()
  })
  it('ignores other 503s and other statuses', async () => {
    expect(await run(answer(503, { code: 'DATABASE_UNAVAILABLE' }))).not.toHaveBeenCalled()
    expect(await run(answer(500, { code: 'DEBRIEF_MAINTENANCE' }))).not.toHaveBeenCalled()
    expect(await run(new Response('<html>', { status: 503 }))).not.toHaveBeenCalled()
  })
})
