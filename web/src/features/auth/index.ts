/** What features/auth offers the rest of the app: import it from here, never from its files. The session itself
 * (who is signed in, the token, the rules) is shared state in lib/session-atoms.ts. */
export { getMe, logout } from './api'
export { installAuth } from './install-auth'
// The sign-in screen is in the entry (app/screens.ts): /login renders without waiting for a chunk.
export { LoginPage } from './login-page'
