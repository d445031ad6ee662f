import type { Transaction } from 'kysely'
import type { Database } from '../../schema.js'
import { DOCUMENT_KEYS } from '../../../repositories/sandbox/documents-repository.js'
import { avatar, day, json, randomFor, REFERENCE_DATE } from './random.js'

// Realistic English sample text for the profile's teams and projects (no Latin filler on a product screen).
const PROJECT_LINES = [
  'Move the hiring pipeline to structured interviews with a shared scorecard.',
  'Roll out meeting transcripts and evidence-backed reports to the sales team.',
  'Cut time-to-offer by two weeks with faster debriefs after final rounds.',
  'Migrate the billing service to the new payments provider before renewal season.',
  'Publish a negotiation playbook based on last quarter’s supplier calls.',
  'Train team leads to run calibrated interview panels.',
]
const TEAM_LINES = [
  'Runs interviews and debriefs for engineering roles.',
  'Owns supplier negotiations and contract renewals.',
  'Keeps recordings, transcripts and access reviews in order.',
  'Builds the reports recruiters read after every interview.',
  'Coordinates onboarding for new hires across offices.',
]

const CATEGORIES = ['Electronics', 'Accessories', 'Shoes', 'Office', 'Home Decor', 'Games']
const COLORS = ['primary', 'info', 'success', 'warning', 'error']

/** 50 sales rows for the data-table page. */
async function seedSales(trx: Transaction<Database>, faker: ReturnType<typeof randomFor>) {
  const rows = Array.from({ length: 50 }, (_, i) => {
    const name = faker.commerce.productName()
    const total = faker.number.float({ min: 20, max: 2000, fractionDigits: 2 })
    const received = faker.helpers.arrayElement(['Fully Paid', 'Partially Paid', 'Unpaid'])
    return {
      id: i + 1,
      product: json({
        id: i + 1,
        name,
        slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        brand: faker.company.name(),
        category: CATEGORIES[i % CATEGORIES.length],
        price: total,
        image: `/images/apps/ecommerce/product-${(i % 12) + 1}.png`,
        hasFreeShipping: faker.datatype.boolean(),
        rating: faker.number.int({ min: 1, max: 5 }),
        description: faker.commerce.productDescription(),
      }),
      date: day(faker.date.past({ years: 1, refDate: REFERENCE_DATE })),
      buyer: json({ name: faker.person.fullName(), avatar: avatar(faker) }),
      payment: json({
        total,
        receivedPaymentStatus: received,
        paidAmount: received === 'Fully Paid' ? total : received === 'Unpaid' ? 0 : Math.round(total * 50) / 100,
        status: faker.helpers.arrayElement(['Completed', 'Confirmed', 'Cancelled']),
      }),
    }
  })
  await trx.insertInto('sandbox_sales').values(rows).execute()
}

/**
 * The help center speaks about Debrief itself: the cards and categories are the questions people ask in their first
 * weeks (meetings, reports, self-interviews, privacy, costs, accounts), not a template's marketplace filler.
 */
const HELP_CATEGORIES = [
  {
    title: 'Meetings and transcripts',
    icon: 'ri-vidicon-line',
    articles: [
      'Schedule a meeting and invite its participants',
      'Upload a transcript: WebVTT, SRT, JSON or plain text',
      'Join a conference from the meeting page',
      'Why a transcript upload is refused',
      'Replace or delete a transcript',
    ],
  },
  {
    title: 'Reports and evidence',
    icon: 'ri-file-chart-line',
    articles: [
      'Choose the report kinds for an analysis',
      'Read a report: scores, quotes and their evidence',
      'Share a report with a link that expires',
      'Rerun a report after changing a template',
      'Export or print a report as PDF',
    ],
  },
  {
    title: 'Self-interviews',
    icon: 'ri-user-voice-line',
    articles: [
      'Send a self-interview link to a candidate',
      'What the candidate sees: device check, practice and answers',
      'Resend, extend or revoke a link',
      'Build a question set in the visual builder',
      'When the reports of an interview are ready',
    ],
  },
  {
    title: 'Privacy and security',
    icon: 'ri-shield-keyhole-line',
    articles: [
      'Mask names, numbers and addresses in transcripts',
      'Who may reveal a masked transcript',
      'Turn on two-step verification',
      'Read the audit log of your organization',
      'Sign out of every device',
    ],
  },
  {
    title: 'Costs and billing',
    icon: 'ri-bank-card-line',
    articles: [
      'Read the cost dashboards',
      'Set a monthly budget and a hard cap',
      'Download an invoice as PDF',
      'Change the plan of your organization',
      'What counts as usage',
    ],
  },
  {
    title: 'Accounts and roles',
    icon: 'ri-team-line',
    articles: [
      'Invite a colleague and choose their role',
      'What each role may do',
      'Change your password or e-mail address',
      'Reset the sample applications of your organization',
      'Contact support with a screenshot',
    ],
  },
]

function helpCenter() {
  const card = ({ title, subtitle }: { title: string; subtitle: string }, i: number) => ({
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    img: `/images/illustrations/help-${i + 1}.png`,
    subtitle,
  })
  return {
    popularArticles: [
      {
        title: 'Getting started with Debrief',
        subtitle: 'From your first meeting to its first evidence-backed report in ten minutes.',
      },
      {
        title: 'Your first analysis',
        subtitle: 'Upload a transcript, pick the report kinds and read the result with its quotes.',
      },
      {
        title: 'Templates and rubrics',
        subtitle: 'Make the reports score what your organization cares about, version by version.',
      },
    ].map(card),
    allArticles: HELP_CATEGORIES.map(({ title, icon, articles }) => ({
      title,
      icon,
      articles: articles.map((t) => ({ title: t })),
    })),
    keepLearning: [
      {
        title: 'Interviewing with evidence',
        subtitle: 'Why every score in a Debrief report points at what was actually said.',
      },
      {
        title: 'What is new in Debrief',
        subtitle: 'The changelog: new screens, report kinds and fixes, as they ship.',
      },
      { title: 'Working with support', subtitle: 'Open a request, attach a screenshot or a log, follow the answer.' },
    ].map(card),
  }
}

function profileTabs(faker: ReturnType<typeof randomFor>) {
  const people = (n: number) =>
    Array.from({ length: n }, () => ({ avatar: avatar(faker), name: faker.person.fullName() }))
  const chips = () =>
    faker.helpers
      .arrayElements(['React', 'Vue.js', 'Figma', 'Sketch', 'HTML'], { min: 1, max: 3 })
      .map((title, i) => ({ title, color: COLORS[i] }))
  const fact = (property: string, value: string, icon: string) => ({ property, value, icon })
  return {
    profile: {
      about: [
        fact('Full Name', faker.person.fullName(), 'ri-user-3-line'),
        fact('Status', 'Active', 'ri-check-line'),
        fact('Role', 'Developer', 'ri-star-smile-line'),
        fact('Country', faker.location.country(), 'ri-flag-line'),
        fact('Language', 'English', 'ri-translate-2'),
      ],
      contacts: [
        fact('Contact', faker.phone.number({ style: 'international' }), 'ri-phone-line'),
        fact('Email', faker.internet.email().toLowerCase(), 'ri-mail-open-line'),
      ],
      teams: [
        fact('Backend Developer', '(126 Members)', 'ri-github-line'),
        fact('VueJS Developer', '(98 Members)', 'ri-vuejs-line'),
      ],
      overview: [
        fact('Task Compiled', '13.5k', 'ri-check-line'),
        fact('Connections', '897', 'ri-user-3-line'),
        fact('Projects Compiled', '146', 'ri-star-smile-line'),
      ],
      connections: Array.from({ length: 5 }, () => ({
        name: faker.person.fullName(),
        avatar: avatar(faker),
        connections: `${faker.number.int({ min: 10, max: 99 })} Connections`,
        isFriend: faker.datatype.boolean(),
      })),
      teamsTech: ['React Developers', 'Support Team', 'UI Designer', 'Vue.js Developers', 'Digital Marketing'].map(
        (title, i) => ({
          title,
          avatar: avatar(faker),
          members: faker.number.int({ min: 5, max: 300 }),
          chipText: ['Developer', 'Support', 'Designer', 'Developer', 'Marketing'][i],
          chipColor: COLORS[i],
        }),
      ),
      projectTable: Array.from({ length: 8 }, (_, i) => ({
        id: i + 1,
        title: faker.company.catchPhrase(),
        subtitle: faker.commerce.department(),
        leader: faker.person.firstName(),
        avatar: avatar(faker),
        avatarGroup: Array.from({ length: 3 }, () => avatar(faker)),
        status: faker.number.int({ min: 0, max: 100 }),
      })),
    },
    teams: Array.from({ length: 6 }, () => ({
      title: faker.company.buzzNoun().replace(/^\w/, (c) => c.toUpperCase()),
      avatar: avatar(faker),
      description: faker.helpers.arrayElement(TEAM_LINES),
      extraMembers: faker.number.int({ min: 0, max: 40 }),
      chips: chips(),
      avatarGroup: people(3),
    })),
    projects: Array.from({ length: 6 }, () => {
      const totalTask = faker.number.int({ min: 50, max: 400 })
      return {
        title: faker.company.catchPhrase(),
        client: faker.person.fullName(),
        avatar: avatar(faker),
        startDate: day(faker.date.past({ years: 1, refDate: REFERENCE_DATE })),
        deadline: day(faker.date.soon({ days: 120, refDate: REFERENCE_DATE })),
        description: faker.helpers.arrayElement(PROJECT_LINES),
        budget: `$${faker.number.int({ min: 5, max: 90 })}k`,
        budgetSpent: `$${faker.number.int({ min: 1, max: 5 })}k`,
        hours: `${faker.number.int({ min: 10, max: 900 })}:${faker.number.int({ min: 10, max: 59 })}h`,
        totalTask,
        completedTask: faker.number.int({ min: 0, max: totalTask }),
        comments: faker.number.int({ min: 0, max: 120 }),
        daysLeft: faker.number.int({ min: 1, max: 60 }),
        chipColor: faker.helpers.arrayElement(COLORS),
        avatarGroup: people(4),
      }
    }),
    connections: Array.from({ length: 6 }, () => ({
      name: faker.person.fullName(),
      avatar: avatar(faker),
      designation: faker.person.jobTitle(),
      tasks: `${faker.number.int({ min: 100, max: 9000 })}`,
      projects: `${faker.number.int({ min: 1, max: 200 })}`,
      connections: `${faker.number.int({ min: 10, max: 900 })}`,
      isConnected: faker.datatype.boolean(),
      chips: chips(),
    })),
  }
}

/** The data table and the page documents: help center, article, profile header and tabs. */
export async function seedPages(trx: Transaction<Database>) {
  const faker = randomFor(7110)
  await seedSales(trx, faker)
  const article = {
    title: 'How do I analyse a meeting?',
    lastUpdated: day(REFERENCE_DATE),
    productContent:
      '<p>Open the meeting from <strong>Meetings</strong> and upload its transcript: a WebVTT or SRT file from your conferencing tool, a JSON export, or plain <em>Speaker: text</em> lines. Debrief reads the speakers and shows the transcript at once; a file it cannot read is refused with the line that is wrong.</p>',
    checkoutContent:
      '<p>Choose the report kinds (recruiter, competences, meeting outcome and the others your role may run) and press <strong>Analyse</strong>. The analysis runs in the background with its progress on the page; each report cites the quotes it is based on, and a click on a quote opens the transcript at that moment.</p>',
    articleList: [
      'Upload a transcript',
      'Choose report kinds',
      'Read the evidence',
      'Share a report',
      'Rerun after a template change',
    ],
    checkoutImg: '/images/illustrations/checkout.png',
    productImg: '/images/illustrations/product.png',
  }
  const header = {
    fullName: faker.person.fullName(),
    location: `${faker.location.city()}, ${faker.location.country()}`,
    joiningDate: 'April 2021',
    designation: 'UX Designer',
    profileImg: avatar(faker),
    coverImg: '/images/pages/profile-banner.png',
  }
  const tabs = profileTabs(faker)
  const docs = [
    { key: DOCUMENT_KEYS.helpCenter, body: json(helpCenter()) },
    { key: DOCUMENT_KEYS.helpCenterArticle, body: json(article) },
    { key: DOCUMENT_KEYS.profileHeader, body: json(header) },
    ...Object.entries(tabs).map(([tab, body]) => ({ key: DOCUMENT_KEYS.profileTab(tab), body: json(body) })),
  ]
  await trx.insertInto('sandbox_documents').values(docs).execute()
}
