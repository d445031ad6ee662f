import { createStore } from 'jotai'

/**
 * The one jotai store. Components get it through <Provider store={store}>; code outside React (the API
 * middleware, the ability sync) reads and writes the same atoms through it.
 */
export const store = createStore()
