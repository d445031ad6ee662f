import { describe, expect, it } from 'vitest'
import { flatten, moveActive, searchQuery, type SearchGroup } from './search-model'

describe('app-bar search query', () => {
  it('trims the text', () => expect(searchQuery('  meet ')).toBe('meet'))
  it('sends nothing for blank text', () => {
    expect(searchQuery('')).toBeNull()
    expect(searchQuery('   ')).toBeNull()
  })
})

describe('app-bar search results', () => {
  const groups: SearchGroup[] = [
    {
      title: 'Product',
      category: 'product',
      children: [{ title: 'Meetings', path: '/meetings/MeetingList', icon: 'VideoPerson' }],
    },
    {
      title: 'Apps',
      category: 'apps',
      children: [
        { title: 'Chat', path: '/apps/chat', icon: 'Chat' },
        { title: 'Calendar', path: '/apps/calendar', icon: 'CalendarLtr' },
      ],
    },
  ]

  it('reads the groups in order as one list', () =>
    expect(flatten(groups).map((c) => c.title)).toEqual(['Meetings', 'Chat', 'Calendar']))

  it('moves and wraps the active result', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0)
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0)
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2)
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1)
  })
})
