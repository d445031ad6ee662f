import t from 'tap'
import { mayOpen, searchScreens, trimGroups, type SearchGroup } from '../../src/modules/search/app-bar/search.js'
import type { Screen } from '../../src/modules/search/app-bar/screens.js'

const group = (category: string, n: number): SearchGroup => ({
  title: category,
  category,
  children: Array.from({ length: n }, (_, i) => ({
    title: `${category} ${i + 1}`,
    path: `/${category}/${i + 1}`,
    icon: 'Home',
  })),
})
const titles = (groups: SearchGroup[]) => groups.map((g) => g.children.map((c) => c.title))

t.test('one group keeps at most 5 children and is not trimmed further', async (t) => {
  t.same(titles(trimGroups([group('a', 7)])), [['a 1', 'a 2', 'a 3', 'a 4', 'a 5']])
  t.same(titles(trimGroups([group('a', 4)])), [['a 1', 'a 2', 'a 3', 'a 4']])
  t.same(trimGroups([]), [])
})

t.test('with several groups, groups of more than 3 lose their first 3 (after the cap of 5)', async (t) => {
  t.same(
    titles(trimGroups([group('a', 7), group('b', 2)])),
    [
      ['a 4', 'a 5'],
      ['b 1', 'b 2'],
    ],
    '7 → 5 → last 2',
  )
  t.same(
    titles(trimGroups([group('a', 4), group('b', 3)])),
    [['a 4'], ['b 1', 'b 2', 'b 3']],
    'exactly 3 is kept whole',
  )
  t.same(titles(trimGroups([group('a', 5), group('b', 5), group('c', 1)])), [['a 4', 'a 5'], ['b 4', 'b 5'], ['c 1']])
})

t.test('the input is not modified', async (t) => {
  const input = [group('a', 6), group('b', 4)]
  trimGroups(input)
  t.equal(input[0].children.length, 6)
  t.equal(input[1].children.length, 4)
})

const screens: Screen[] = [
  {
    title: 'Meetings',
    category: 'product',
    path: '/m',
    icon: 'Video',
    access: [['manage', 'Page']],
    dataPermission: ['read', 'Meeting'],
  },
  { title: 'Meeting room demo', category: 'apps', path: '/d', icon: 'Video', access: [['view', 'Demo']] },
  {
    title: 'Examples',
    category: 'reports',
    path: '/e',
    icon: 'Book',
    access: [
      ['view', 'Demo'],
      ['view', 'Page'],
    ],
    dataPermission: ['read', 'ReportExample'],
  },
  { title: 'Timer', category: 'pages', path: '/t', icon: 'Timer', access: 'signed-in' },
]

t.test('matching is a case-insensitive substring, grouped by category with the category title', async (t) => {
  const all = () => true
  t.same(searchScreens(screens, 'MEET', all), [
    { title: 'Product', category: 'product', children: [{ title: 'Meetings', path: '/m', icon: 'Video' }] },
    { title: 'Apps', category: 'apps', children: [{ title: 'Meeting room demo', path: '/d', icon: 'Video' }] },
  ])
  t.same(
    searchScreens(screens, 'ting r', all).map((g) => g.category),
    ['apps'],
  )
  t.same(searchScreens(screens, 'nothing like this', all), [])
  t.equal(searchScreens(screens, '', all).length, 4, 'an empty query matches every screen')
})

t.test('a screen needs one of its markers and its data permission', async (t) => {
  const grants =
    (...allowed: string[]) =>
    ([action, subject]: readonly [string, string]) =>
      allowed.includes(`${action} ${subject}`)
  t.notOk(mayOpen(screens[0], grants('manage Page')), 'marker without data')
  t.notOk(mayOpen(screens[0], grants('read Meeting')), 'data without marker')
  t.ok(mayOpen(screens[0], grants('manage Page', 'read Meeting')))
  t.ok(mayOpen(screens[2], grants('view Demo', 'read ReportExample')), 'either marker')
  t.ok(mayOpen(screens[2], grants('view Page', 'read ReportExample')), 'either marker')
  t.ok(mayOpen(screens[3], grants()), 'signed-in screens need nothing more')
})
