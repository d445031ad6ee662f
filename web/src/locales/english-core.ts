import auth from './en/auth.json'
import common from './en/common.json'
import routes from './en/routes.json'

/**
 * The English namespaces bundled with the entry: what the shell's own code and the sign-in screens (features/auth,
 * `lazy` in app/screens.ts) use. Every other English namespace is its own chunk, loaded before any other screen or
 * layout renders (lib/english-rest.ts): /login no longer parses some 300 KB of strings it never shows.
 */
export const defaultNS = 'common'

export const englishCore = { auth, common, routes }
