import t from 'tap'
import { nextHealth, serverLoad } from '../../src/modules/bbb/server-health.js'

t.test('2 consecutive failures take a server offline, 1 success brings it back', async (t) => {
  let h = { online: false, failures: 0 }
  h = nextHealth(h, true)
  t.same(h, { online: true, failures: 0 }, 'first success: online')
  h = nextHealth(h, false)
  t.same(h, { online: true, failures: 1 }, 'one failure: still online')
  h = nextHealth(h, true)
  t.same(h, { online: true, failures: 0 }, 'only consecutive failures count')
  h = nextHealth(nextHealth(h, false), false)
  t.same(h, { online: false, failures: 2 }, 'second failure in a row: offline')
  h = nextHealth(h, false)
  t.equal(h.online, false)
  t.same(nextHealth(h, true), { online: true, failures: 0 })
})

t.test('load: participants + moderators of non-breakout meetings, young meetings count at least 15', async (t) => {
  // A fake clock: "now" is fixed and meeting ages are relative to it.
  const now = Date.parse('2026-01-01T12:00:00Z')
  const min = 60_000
  const m = (users: number, moderators: number, ageMin: number, isBreakout = false) => ({
    participantCount: users,
    moderatorCount: moderators,
    createTime: now - ageMin * min,
    isBreakout,
  })
  t.equal(serverLoad([], now), 0)
  t.equal(serverLoad([m(3, 1, 30)], now), 4, 'old meeting counts its users')
  t.equal(serverLoad([m(3, 1, 5)], now), 15, 'young meeting reserves 15')
  t.equal(serverLoad([m(20, 2, 5)], now), 22, 'young but larger counts its users')
  t.equal(serverLoad([m(3, 1, 14.9)], now), 15)
  t.equal(serverLoad([m(3, 1, 15)], now), 4, 'at 15 minutes the minimum ends')
  t.equal(serverLoad([m(3, 1, 30), m(10, 0, 30, true)], now), 4, 'breakout rooms are not counted')
})
