import type { HelpCategory } from './types.js'

/** How-to articles about self-interviews and privacy, as the service behaves (checked against the routes). */
export const INTERVIEWS_AND_PRIVACY: HelpCategory[] = [
  {
    title: 'Self-interviews',
    icon: 'ri-user-voice-line',
    articles: [
      {
        title: 'Send a self-interview link to a candidate',
        body: [
          'Open Self-interviews and press New self-interview. Enter the candidate’s name and e-mail address, pick a question set, the language of the interview, how long the link works (1 to 90 days, 7 by default) and the report kinds the answers should get.',
          'Debrief mails the candidate a personal link unless you untick the invitation, in which case you copy the link yourself. To invite many candidates at once, upload a CSV with one candidate per line.',
        ],
      },
      {
        title: 'What the candidate sees: device check, practice and answers',
        body: [
          'The link opens without an account. The candidate reads who is asking, until when the link works, and agrees that your organization records and analyses the answers before starting.',
          'For recorded answers a device check tries the camera and microphone first, and a practice question lets the candidate try the format; that answer is neither recorded nor sent. Each question then has its own clock, and typed answers are saved as the candidate writes.',
          'The candidate may stop and come back later with the same link; nothing submitted is lost. Finishing sends the interview, after which the answers cannot be changed.',
        ],
      },
      {
        title: 'Resend, extend or revoke a link',
        body: [
          'To resend the invitation, press Send a new link on the self-interview’s page: the candidate gets a fresh link by mail and the old one stops working. To extend the link, change its expiry and give the candidate more time (or less).',
          'To revoke the link, withdraw it: the address then tells the candidate the link is no longer valid. Every step appears in the interview’s timeline.',
        ],
      },
      {
        title: 'Build a question set in the JSON builder',
        body: [
          'Question sets are templates of the kind question set, edited in the JSON builder and kept with every version. Each question has its text, a thinking time, an answer time, how many retakes are allowed and whether the answer is typed, spoken or filmed; a question marked as practice is not recorded.',
          'Save a change as a new version and publish it when it is ready: new self-interviews offer the newest version, while an interview already sent keeps the version it was created from. A question set that an open interview uses cannot be deleted.',
        ],
      },
      {
        title: 'When the reports of an interview are ready',
        body: [
          'The analysis starts by itself once the candidate has finished and every recorded answer has its transcript. With a transcription service configured, recorded answers are transcribed automatically; without one, a manager types each answer’s transcript on the interview page.',
          'The reports then appear on the interview page and in Reports, filed under the candidate’s digital profile. When the organization’s budget hard cap is reached, the analysis waits instead of failing in front of the candidate.',
        ],
      },
    ],
  },
  {
    title: 'Privacy and security',
    icon: 'ri-shield-keyhole-line',
    articles: [
      {
        title: 'Mask card numbers, keys and contact details in transcripts',
        body: [
          'Transcripts are masked by default: e-mail addresses, phone numbers, card numbers, IBANs, passwords and other secrets, API keys and host names said aloud are replaced by a mask wherever the transcript is shown.',
          'Reports and public share links quote the masked text too. An admin may switch masking off for the organization in the privacy settings; the information-security review still lists what was found, masked, with a risk score and advice.',
        ],
      },
      {
        title: 'Who may reveal a masked transcript',
        body: [
          'Only people who manage reports in your organization (its admins) may show a masked transcript in clear, from the transcript’s Reveal action. Clients and share-link readers always see the masked text.',
          'Every reveal is written to the audit log with who did it and when, so the organization can account for each look at the clear values.',
        ],
      },
      {
        title: 'Turn on two-step sign-in',
        body: [
          'In Account settings, Security, start two-step sign-in and scan the code with an authenticator app, then confirm with a six-digit code from the app.',
          'Debrief then shows ten recovery codes once: keep them somewhere safe. From the next sign-in on, the password is followed by a code from the app, or one of the recovery codes if the phone is lost; each recovery code works once.',
        ],
      },
      {
        title: 'Read the audit log of your organization',
        body: [
          'Admins open Access, Audit log to see their organization’s events: sign-ins, failed attempts and lockouts, sign-outs, password resets and changes, two-step on or off, role changes, share links, exports and transcript reveals.',
          'Filter by kind of event, newest first or oldest first. The log is read-only: nobody, not even an admin, can change or delete its entries.',
        ],
      },
      {
        title: 'See your sessions and sign one out',
        body: [
          'Account settings, Security lists the sessions that are signed in as you, with their browser and when each was last used.',
          'Sign a session out and it stops working at once, on every server. Changing your password, a role change or a disabled account signs the sessions out as well.',
        ],
      },
    ],
  },
]
