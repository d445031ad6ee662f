import { useLoad } from '../../../lib/use-load'
import { listQuestionSets } from '../api'

/** The organization's question sets, loaded when a dialog that needs them opens. */
export function useQuestionSets(open: boolean, fallbackError: string) {
  const sets = useLoad(
    (signal) => (open ? listQuestionSets(signal) : Promise.resolve({ data: undefined })),
    [open],
    fallbackError,
  )
  return { ...sets, sets: sets.data?.questionSets ?? [] }
}
