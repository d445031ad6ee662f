import type { FastifyInstance } from 'fastify'
import { bearer, type Session } from '../helpers/app.js'
import type { FakeBbb } from '../helpers/fake-bbb.js'

export const BBB_ENV = { BBB_ALLOW_PRIVATE: 'true' }

export async function registerServer(
  app: FastifyInstance,
  su: Session,
  fake: FakeBbb,
  extra: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/bbb/servers',
    headers: bearer(su),
    payload: { name: `bbb-${Math.random().toString(36).slice(2, 8)}`, url: fake.url, secret: fake.secret, ...extra },
  })
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`)
  return res.json() as { id: string; name: string }
}
