import type { Role } from '../db/schema.js'

/** The demo accounts the README lists. Seeded only when DEMO_DATA is on. */
export const DEMO_ORGANIZATIONS = [
  { slug: 'acme-talent', name: 'Acme Talent', plan: 'company' },
  { slug: 'northwind-partners', name: 'Northwind Partners', plan: 'team' },
] as const

export interface DemoAccount {
  email: string
  password: string
  role: Role
  fullName: string
  orgSlug: string | null
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'superadmin@example.com',
    password: 'demo-superadmin',
    role: 'superadmin',
    fullName: 'Sam Operator',
    orgSlug: null,
  },
  {
    email: 'admin@example.com',
    password: 'demo-admin',
    role: 'admin',
    fullName: 'Alice Admin',
    orgSlug: 'acme-talent',
  },
  {
    email: 'client@example.com',
    password: 'demo-client',
    role: 'client',
    fullName: 'Chris Client',
    orgSlug: 'acme-talent',
  },
  { email: 'demo@example.com', password: 'demo-demo', role: 'demo', fullName: 'Dana Demo', orgSlug: null },
  { email: 'omc@example.com', password: 'demo-omc', role: 'omc', fullName: 'Olga Costs', orgSlug: null },
  {
    email: 'admin@northwind.example.com',
    password: 'demo-northwind',
    role: 'admin',
    fullName: 'Nora Northwind',
    orgSlug: 'northwind-partners',
  },
]
