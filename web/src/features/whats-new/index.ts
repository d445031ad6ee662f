/** What other parts of the app use from what's new: the app bar's bell. */
export { WhatsNewBell } from './whats-new-bell'
