import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import { USER_PLANS, USER_ROLES, USER_STATUSES } from '../users/index.js'
import { avatar, randomFor, REFERENCE_DATE } from './random.js'

/** The nine named permissions of the template with the permission roles assigned to them. */
const PERMISSIONS: [string, string[]][] = [
  ['Management', ['administrator']],
  ['Manage Billing & Roles', ['administrator']],
  ['Add & Remove Users', ['administrator', 'manager']],
  ['Project Planning', ['administrator', 'users', 'support']],
  ['Manage Email Sequences', ['administrator', 'users', 'support']],
  ['Client Communication', ['administrator', 'manager']],
  ['Only View', ['administrator', 'restricted-user']],
  ['Financial Management', ['administrator', 'manager']],
  ["Manage Others' Tasks", ['administrator', 'support']],
]
const LANGUAGES = ['English', 'French', 'Russian', 'Arabic']

/** 50 users and 9 permissions. */
export async function seedUsers(trx: Transaction<Database>) {
  const faker = randomFor(7109)
  const users = Array.from({ length: 50 }, (_, i) => {
    const first = faker.person.firstName()
    const last = faker.person.lastName()
    return {
      id: i + 1,
      full_name: `${first} ${last}`,
      company: faker.company.name(),
      role: USER_ROLES[i % USER_ROLES.length],
      username: faker.internet.username({ firstName: first, lastName: last }).toLowerCase(),
      country: faker.location.country(),
      contact: faker.phone.number({ style: 'international' }),
      email: faker.internet.email({ firstName: first, lastName: last }).toLowerCase(),
      current_plan: USER_PLANS[faker.number.int({ min: 0, max: USER_PLANS.length - 1 })],
      status: USER_STATUSES[faker.number.int({ min: 0, max: USER_STATUSES.length - 1 })],
      avatar: i % 5 === 4 ? '' : avatar(faker),
      task_done: faker.number.int({ min: 0, max: 2000 }),
      project_done: faker.number.int({ min: 0, max: 300 }),
      tax_id: `Tax-${faker.number.int({ min: 1000, max: 9999 })}`,
      language: LANGUAGES[i % LANGUAGES.length],
    }
  })
  await trx.insertInto('sandbox_users').values(users).execute()

  const permissions = PERMISSIONS.map(([name, assigned], i) => {
    const at = faker.date.past({ years: 3, refDate: REFERENCE_DATE })
    return {
      id: i + 1,
      name,
      assigned_to: assigned,
      created_date: at.toLocaleString('en-GB', {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
        timeZone: 'UTC',
      }),
      created_at: at,
    }
  })
  await trx.insertInto('sandbox_permissions').values(permissions).execute()
}
