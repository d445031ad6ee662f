import { useLoad } from '../../../lib/use-load'
import { listCategories } from './ecommerce-api'

/** Every category title (a store has few: one page of 100), for filters and pickers. */
export function useCategoryTitles(): string[] {
  const loaded = useLoad(
    (signal) => listCategories({ page: 1, itemsPerPage: 100, sortBy: 'title', orderBy: 'asc' }, signal),
    [],
    'categories',
  )
  return loaded.data?.categories.map((c) => c.title) ?? []
}
