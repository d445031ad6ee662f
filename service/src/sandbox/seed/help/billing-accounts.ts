import type { HelpCategory } from './types.js'

/** How-to articles about costs, billing, accounts and support, as the service behaves (checked against the routes). */
export const BILLING_AND_ACCOUNTS: HelpCategory[] = [
  {
    title: 'Costs and billing',
    icon: 'ri-bank-card-line',
    articles: [
      {
        title: 'Read the cost dashboards',
        body: [
          'The cost dashboard shows what your organization spent in a period: totals, spend over time, and breakdowns by kind of usage, model, meeting and report. Admins see their organization’s costs; cost readers see every organization’s.',
          'Days follow the organization’s cost time zone, set beside the dashboard. Open any figure to see the usage rows behind it, and download those rows as CSV for your own accounting.',
        ],
      },
      {
        title: 'Set a monthly budget and a hard cap',
        body: [
          'An admin sets the monthly budget on the Billing screen. Debrief mails alerts at 50, 80 and 100 % of it, once each a month, and from 80 % every signed-in screen shows a banner.',
          'Tick the hard cap to stop spending at the budget: once it is spent, new analyses, summaries and report reruns are refused with a message saying so, and a candidate’s transcription and analysis wait until the next month or a higher budget. Clear the budget to remove both.',
        ],
      },
      {
        title: 'Download an invoice as PDF',
        body: [
          'Invoices are issued at the start of each month for the previous month, in your organization’s time zone, numbered without gaps and charged to the prepaid balance.',
          'Open Billing, pick the month and press Download PDF. An issued invoice never changes afterwards; each download is recorded in the audit log.',
        ],
      },
      {
        title: 'Plans and their limits',
        body: [
          'Your organization’s plan sets how many accounts it may have and how many meetings it may analyse in a month; the Billing screen shows both with what is used so far.',
          'When a limit is reached, inviting another account or analysing another meeting is refused with the limit named. The pricing page compares the plans; contact support to move to another one.',
        ],
      },
      {
        title: 'What counts as usage',
        body: [
          'Debrief records a usage row for each billable event: the model’s tokens of an analysis or summary, minutes of transcription, minutes of conference, stored gigabyte-days of recordings and self-interview media, and each completed self-interview.',
          'Each row is priced with the price in force when it happened, so a later price change never rewrites past costs. Every row names the meeting, report or interview it belongs to.',
        ],
      },
    ],
  },
  {
    title: 'Accounts and roles',
    icon: 'ri-team-line',
    articles: [
      {
        title: 'Invite a colleague and choose their role',
        body: [
          'In Access, Accounts, an admin presses Invite, enters the colleague’s name and e-mail address and chooses admin or client.',
          'The colleague receives a link, valid for 7 days, to choose a password; until then the account cannot sign in. The plan’s account limit applies to invitations too.',
        ],
      },
      {
        title: 'What each role may do',
        body: [
          'An admin manages everything of their organization: meetings, self-interviews, reports and share links, templates, costs and billing, accounts (admins and clients only) and the audit log.',
          'A client works with meetings and self-interviews, runs analyses and reads reports, templates and billing, but does not share reports or manage accounts. The demo account reads the worked examples and the sample applications; the cost reader sees the cost dashboards of every organization. Accounts, roles and permissions are enforced by the service, not only hidden in the menu.',
        ],
      },
      {
        title: 'Change your password, name or time zone',
        body: [
          'Account settings, Account holds your name, language, phone and time zone; Security changes your password. A password needs at least 10 characters and must not contain your e-mail address.',
          'Changing your password signs your other sessions out. The shared demo and cost-reader accounts are read-only: their password and profile cannot be changed.',
        ],
      },
      {
        title: 'Reset the sample applications of your organization',
        body: [
          'The sample applications (shop, academy, calendar, chat, e-mail, invoices, kanban, logistics, users and roles) are your organization’s own copy: changes there stay inside your organization.',
          'An admin can put the copy back as it was from Account settings with Reset the sample data. This affects only the sample applications, never meetings, reports or billing, and it is recorded in the audit log.',
        ],
      },
      {
        title: 'Contact support with a screenshot',
        body: [
          'Open Support and describe what happened: what you did, what you expected and what you saw instead.',
          'Attach up to 20 files of 10 MB each: screenshots (PNG, JPEG, GIF or WebP), PDF documents or plain-text logs. Other file types are refused so nothing harmful reaches the support team.',
        ],
      },
    ],
  },
]
