import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import { DOCUMENT_KEYS } from '../shared/documents-repository.js'
import { slugOf } from '../pages/index.js'
import {
  allHelpArticles,
  articleDocument,
  HELP_CATEGORIES,
  KEEP_LEARNING,
  POPULAR,
  type HelpCard,
} from './help/index.js'
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

/** The help-center landing document: the categories' article titles and the two card rows. */
function helpCenter() {
  const card = ({ title, subtitle }: HelpCard, i: number) => ({
    slug: slugOf(title),
    title,
    img: `/images/illustrations/help-${i + 1}.png`,
    subtitle,
  })
  return {
    popularArticles: POPULAR.map(card),
    allArticles: HELP_CATEGORIES.map(({ title, icon, articles }) => ({
      title,
      icon,
      articles: articles.map((a) => ({ title: a.title })),
    })),
    keepLearning: KEEP_LEARNING.map(card),
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
  const lastUpdated = day(REFERENCE_DATE)
  // Every article has its own body under its slug; the spec's single-article call answers the first analysis.
  const articles = allHelpArticles().map(({ slug, article, siblings }) => ({
    key: DOCUMENT_KEYS.helpArticle(slug),
    body: json(articleDocument(article, siblings, lastUpdated)),
  }))
  const firstAnalysis = articleDocument(POPULAR[1], POPULAR, lastUpdated)
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
    { key: DOCUMENT_KEYS.helpCenterArticle, body: json(firstAnalysis) },
    ...articles,
    { key: DOCUMENT_KEYS.profileHeader, body: json(header) },
    ...Object.entries(tabs).map(([tab, body]) => ({ key: DOCUMENT_KEYS.profileTab(tab), body: json(body) })),
  ]
  await trx.insertInto('sandbox_documents').values(docs).execute()
}
