import { api } from '../../lib/api-client'
import type { SearchGroup } from './search-model'

/** GET /api/app-bar/search: the screens the caller may open whose title contains `q`, grouped and trimmed. */
export async function searchScreens(q: string, signal?: AbortSignal): Promise<SearchGroup[]> {
  const { data, error } = await api.GET('/api/app-bar/search', { params: { query: { q } }, signal })
  if (error || !data) throw new Error('search failed')
  return data
}
