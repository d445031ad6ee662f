import { useCallback, useEffect, useState } from 'react'
import { usePending } from '../../components/loading-bar'

type Loader<T> = () => Promise<{ data?: T; error?: unknown }>

/** One GET for a tab: data, failure, a reload, and the loading bar while it is pending. */
export function useLoad<T>(load: Loader<T>) {
  const [state, setState] = useState<{ data?: T; failed: boolean; loading: boolean }>({ failed: false, loading: true })
  const reload = useCallback(() => {
    setState((s) => ({ ...s, loading: true }))
    load().then(
      ({ data }) => setState({ data, failed: !data, loading: false }),
      () => setState({ failed: true, loading: false }),
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the loader is a module-level function
  }, [])
  useEffect(reload, [reload])
  usePending(state.loading)
  return { ...state, reload, setData: (data: T) => setState({ data, failed: false, loading: false }) }
}
