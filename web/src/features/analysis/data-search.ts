import { api } from '../../lib/api-client'
import { paths } from '../../config/paths'

interface DataGroup {
  title: string
  category: string
  children: { title: string; path: string; icon: string }[]
}

const TYPES = [
  { type: 'meeting', icon: 'VideoPerson', href: (id: string) => paths.meetings.detail.getHref({ id }) },
  { type: 'report', icon: 'DocumentText', href: (id: string) => paths.reports.detail.getHref({ id }) },
  { type: 'profile', icon: 'ContactCard', href: (id: string) => paths.digitalProfiles.detail.getHref({ id }) },
] as const

/** Paths the data search opens: the dialog shows their own titles, not the route's. */
export const isDataPath = (path: string) => /^\/(meetings|reports|digitalprofiles)\/[0-9a-f-]{36}$/.test(path)

/**
 * GET /api/search (Ctrl+K over data): the caller's meetings, reports and profiles whose name contains `q`,
 * as the app-bar search's groups (one per type, titled with the count found), before the screens.
 */
export type SearchType = (typeof TYPES)[number]['type']

export async function searchDataGroups(
  q: string,
  label: (type: SearchType, count: number) => string,
  signal?: AbortSignal,
): Promise<DataGroup[]> {
  const { data } = await api.GET('/api/search', { params: { query: { q, page: 1, itemsPerPage: 8 } }, signal })
  if (!data || data.items.length === 0) return []
  return TYPES.flatMap(({ type, icon, href }) => {
    const items = data.items.filter((i) => i.type === type)
    if (items.length === 0) return []
    return [
      {
        category: `data-${type}`,
        title: label(type, items.length),
        children: items.map((i) => ({
          title: i.detail ? `${i.title} · ${i.detail}` : i.title,
          path: href(i.id),
          icon,
        })),
      },
    ]
  })
}
