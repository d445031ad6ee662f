import type { HelpCategory } from './types.js'

/** How-to articles about meetings, transcripts and reports, as the service behaves (checked against the routes). */
export const MEETINGS_AND_REPORTS: HelpCategory[] = [
  {
    title: 'Meetings and transcripts',
    icon: 'ri-vidicon-line',
    articles: [
      {
        title: 'Schedule a meeting and add its participants',
        body: [
          'Open Meetings and press New meeting. A meeting needs a title, a kind (interview, negotiation, team, one-on-one or other), a start time and a duration of 1 minute to 24 hours; a description is optional.',
          'Add up to 50 participants with their names and, when you know them, their e-mail addresses: the reports about a person are filed under their digital profile. You may also pick the report kinds the meeting should get, so the Analyse step starts with them ticked.',
          'The meeting stays Scheduled until its time comes and something happens: a conference is started, or a transcript of the meeting is uploaded.',
        ],
      },
      {
        title: 'Upload a transcript: WebVTT, SRT, JSON or plain text',
        body: [
          'On the meeting page, the Transcript step takes one file of up to 20 MB. Debrief reads WebVTT (speakers from <v Name> voice tags), SRT, JSON and plain text lines written as "Speaker: text", optionally starting with a time such as [00:01:02].',
          'JSON may be a list of segments or an object with a "segments" list; each segment has a "speaker", a "text" and its times as startMs/endMs in milliseconds or start/end in seconds. Plain lines without times get estimated times so the transcript still reads in order.',
          'The transcript appears at once, speaker by speaker. Uploading a transcript of a meeting whose time has come marks it Ended; a transcript uploaded ahead of a meeting scheduled later leaves it Scheduled.',
        ],
      },
      {
        title: 'Join a conference from the meeting page',
        body: [
          'When your organization has a BigBlueButton server, a meeting can run as a conference: press Start conference on the meeting page, and Debrief creates the room on a server and marks the meeting Live.',
          'Everyone with access to the meeting joins through their own signed join link from the same page; whoever may change the meeting may also end the conference.',
        ],
      },
      {
        title: 'Why a transcript upload is refused',
        body: [
          'A file larger than 20 MB is refused as too large: split a very long recording’s transcript or remove the timing noise some tools add.',
          'A file Debrief cannot read is refused with the number of the line that is wrong and what was expected there, for example a JSON segment without a "speaker" or an invalid timestamp. Fix that line and upload again; nothing was saved from the refused file.',
          'Uploading needs the right to change the meeting, which admins and clients of the organization have; the shared demo account cannot upload.',
        ],
      },
      {
        title: 'Replace a transcript',
        body: [
          'Upload the corrected file in the Transcript step of the same meeting: the new transcript replaces the earlier one completely, with its speakers.',
          'Reports already made keep what they said. To have a report follow the new transcript, open it and press Analyse again: the same report is refilled from the meeting’s current transcript. Deleting the meeting deletes its transcript and reports with it.',
        ],
      },
    ],
  },
  {
    title: 'Reports and evidence',
    icon: 'ri-file-chart-line',
    articles: [
      {
        title: 'Choose report kinds and subjects for an analysis',
        body: [
          'Once a meeting has a transcript, the Analyse step lists the report kinds: self-assessment, recruiter report, competence assessment, team-role signals, active listening, digital profile, template report, negotiation analysis and information-security review.',
          'Kinds about one person need a subject: tick the participants the report should be about, and Debrief makes one report per person and kind. Negotiation analysis and information-security review are about the meeting as a whole and need no subject.',
          'Press Analyse and the meeting shows Processing while the reports are written in the background. Over your budget’s hard cap or your plan’s limit of analysed meetings, the analysis is refused with the reason.',
        ],
      },
      {
        title: 'Read a report: scores, quotes and their evidence',
        body: [
          'Every score in a report rests on evidence: the quotes from the transcript that it was derived from, each with its speaker and time.',
          'Select a quote to open the transcript at that moment; the Back to the report link returns you to the same quote. Each kind of report has a guide that explains how its scores are derived, so you can check a number against what was said.',
        ],
      },
      {
        title: 'Share a report with a link, and revoke it',
        body: [
          'On a report, Share creates a public link that works without signing in for 1 to 90 days (14 by default). Anyone with the link reads the report, with sensitive values masked; the link is recorded in the audit log.',
          'Revoke the link from the same report when it should stop working: you are asked to confirm, and from then on the address answers that the link is no longer valid. Deleting the report also ends its links.',
        ],
      },
      {
        title: 'Rerun a report after changing a template',
        body: [
          'Reports that follow a template (a recruiter rubric, a competence model, a template report) use the version of the template that was published when they ran, and keep a note of that version.',
          'After publishing a new version, open the report and press Analyse again: the same report is refilled from the meeting’s current transcript with the version now published. The report’s address, and any share link to it, stay the same.',
        ],
      },
      {
        title: 'Print a report or save it as PDF',
        body: [
          'Open the report and press Print / PDF, then choose Save as PDF as the printer in your browser’s print dialog to keep a PDF copy.',
          'Charts and quotes print as they are shown. To send a report to someone without an account, a share link is usually better: it stays current if you run the report again.',
        ],
      },
    ],
  },
]
