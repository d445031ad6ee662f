import t from 'tap'
import { findMoney } from '../../src/modules/analysis/builtin/money.js'
import { ibanValid, luhnValid } from '../../src/modules/meetings/sensitive/checksums.js'
import { maskText } from '../../src/modules/meetings/sensitive/masks.js'

t.test('checksums', async (t) => {
  t.ok(luhnValid('4111111111111111'))
  t.notOk(luhnValid('4111111111111112'))
  t.ok(ibanValid('DE89370400440532013000'))
  t.ok(ibanValid('DE89 3704 0044 0532 0130 00'))
  t.notOk(ibanValid('DE89370400440532013001'))
})

t.test('masking keeps no value in clear and skips look-alikes', async (t) => {
  const m = maskText(
    'Card 4111-1111-1111-1111, not 4111 1111 1111 1112. Пароль: Qwerty!2024. Mail a.b@corp.example.org, host db1.internal, ip 192.168.0.12.',
  )
  t.same(
    m.spans.map((s) => s.type),
    ['card', 'secret', 'email', 'host', 'host'],
  )
  for (const clear of ['4111-1111-1111-1111', 'Qwerty!2024', 'a.b@corp.example.org', 'db1.internal', '192.168.0.12'])
    t.notOk(m.masked.includes(clear), clear)
  t.ok(m.masked.includes('4111 1111 1111 1112'), 'a Luhn-invalid number is not a card')
  t.same(maskText('Our password policy is strict.').spans, [], 'a plain word after "password" is not a secret')
})

t.test('money amounts', async (t) => {
  const amounts = (s: string) => findMoney(s).map((m) => [m.amount, m.currency])
  t.same(amounts('We offer $120,000 plus €5,000.'), [
    [120000, 'USD'],
    [5000, 'EUR'],
  ])
  t.same(amounts('Could you do 120k?'), [[120000, null]])
  t.same(amounts('Итого 150 000 рублей или 90 тысяч в месяц'), [
    [150000, 'RUB'],
    [90000, null],
  ])
  t.same(amounts('In 2024 we hired 5 people over 3 m'), [])
  t.same(amounts('1.5 million dollars'), [[1500000, 'USD']])
})
