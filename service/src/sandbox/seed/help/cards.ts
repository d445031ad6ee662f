import type { HelpCard } from './types.js'

/** The help center's popular articles: the first things a new organization does. */
export const POPULAR: HelpCard[] = [
  {
    title: 'Getting started with Debrief',
    subtitle: 'From your first meeting to its first evidence-backed report in ten minutes.',
    body: [
      'Debrief turns meetings and interviews into reports that show their evidence. Start in Meetings: create a meeting with its participants, then add its transcript, either by uploading a file from your conferencing tool or by running the meeting as a conference.',
      'Next, choose the report kinds and the people they are about, and press Analyse. When the reports are ready, read each score with the quotes behind it, share a report with a link that expires, and find every report about a person on their digital profile.',
      'Invite your colleagues from Access, Accounts, and set a monthly budget on the Billing screen before the first large batch of analyses.',
    ],
  },
  {
    title: 'Your first analysis',
    subtitle: 'Upload a transcript, pick the report kinds and read the result with its quotes.',
    body: [
      'Open the meeting from Meetings and upload its transcript in the Transcript step: a WebVTT or SRT file from your conferencing tool, a JSON export, or plain "Speaker: text" lines, up to 20 MB. Debrief reads the speakers and shows the transcript at once; a file it cannot read is refused with the line that is wrong.',
      'In the Analyse step, tick the report kinds and, for the kinds about one person, the participants they are about, then press Analyse. The meeting shows Processing while the reports are written; each report cites the quotes it rests on, and selecting a quote opens the transcript at that moment.',
    ],
  },
  {
    title: 'Templates and rubrics',
    subtitle: 'Make the reports score what your organization cares about, version by version.',
    body: [
      'Templates hold what your reports measure: the recruiter rubric with its weighted criteria, the competence model, the sections of a template report, the summary prompt and the question sets of self-interviews.',
      'Every save is a new version, and the difference between two versions can be compared. Analyses use the published version of each kind, and a report keeps the version it used, so publishing a change never alters a report already written; run the report again to apply it. A template still in use cannot be deleted.',
    ],
  },
]

/** The keep-learning row: background reading beyond the how-to articles. */
export const KEEP_LEARNING: HelpCard[] = [
  {
    title: 'Interviewing with evidence',
    subtitle: 'Why every score in a Debrief report points at what was actually said.',
    body: [
      'A score is only as useful as the reason behind it. Debrief derives every score from the transcript and keeps the quotes it used, so a reader can check a rating against the candidate’s own words instead of trusting a number.',
      'Ask open questions that invite examples, let the candidate finish, and keep the rubric in front of the interviewers: the report will then find evidence for each criterion, and a missing quote tells you which criterion the interview did not cover.',
    ],
  },
  {
    title: 'What is new in Debrief',
    subtitle: 'The changelog: new screens, report kinds and fixes, as they ship.',
    body: [
      'The What’s new bell in the top bar lists each release of Debrief: new screens, new report kinds and the fixes that matter to you, newest first.',
      'The bell counts the entries you have not read yet, so you can catch up after a holiday at a glance.',
    ],
  },
  {
    title: 'Working with support',
    subtitle: 'Open a request, attach a screenshot or a log, follow the answer.',
    body: [
      'Every request you open in Support is visible to your organization’s members, who can add to it, so a colleague can follow up while you are away.',
      'The support team answers in the request itself and sets its status as it goes; you are mailed when there is a reply. Reply in the same request rather than opening a new one, so the whole story stays in one place.',
    ],
  },
]
