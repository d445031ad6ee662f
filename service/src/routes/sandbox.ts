import type { FastifyPluginAsync } from 'fastify'
import academy from './apps/academy/index.js'
import calendar from './apps/calendar/index.js'
import chat from './apps/chat/index.js'
import ecommerce from './apps/ecommerce/index.js'
import email from './apps/email/index.js'
import invoice from './apps/invoice/index.js'
import kanban from './apps/kanban/index.js'
import logistics from './apps/logistics/index.js'
import permissions from './apps/permissions/index.js'
import roles from './apps/roles/index.js'
import users from './apps/users/index.js'
import dashboards from './dashboards/index.js'
import pages from './pages/index.js'
import { installSandboxScope } from './sandbox-scope.js'
import sandboxCopy from './sandbox-copy/index.js'
import checkout from './sandbox-checkout/index.js'

/**
 * The admin-template sandbox: every admin-template call under /apps and
 * /pages, served from the sandbox_* tables. Reads need `read Demo`, writes `manage Demo`; each organization
 * reads and writes its own copy, accounts without one read the shared seed copy and write nothing.
 */
const sandbox: FastifyPluginAsync = async (app) => {
  // Each organization its own copy: every route below reads its scope with `sandboxScope(request)`.
  installSandboxScope(app)
  await app.register(academy, { prefix: '/apps/academy' })
  await app.register(calendar, { prefix: '/apps/calendar' })
  await app.register(chat, { prefix: '/apps/chat' })
  await app.register(ecommerce, { prefix: '/apps/ecommerce' })
  await app.register(checkout, { prefix: '/apps/ecommerce/checkout' })
  await app.register(email, { prefix: '/apps/email' })
  await app.register(invoice, { prefix: '/apps/invoice' })
  await app.register(kanban, { prefix: '/apps/kanban' })
  await app.register(logistics, { prefix: '/apps/logistics' })
  await app.register(permissions, { prefix: '/apps/permissions' })
  await app.register(users, { prefix: '/apps/users' })
  await app.register(roles, { prefix: '/apps/roles' })
  await app.register(pages, { prefix: '/pages' })
  await app.register(dashboards, { prefix: '/dashboards' })
  await app.register(sandboxCopy, { prefix: '/sandbox' })
}

export default sandbox
