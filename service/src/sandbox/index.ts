import type { FastifyPluginAsync } from 'fastify'
import academy from './academy/routes.js'
import calendar from './calendar/routes.js'
import chat from './chat/routes.js'
import ecommerce from './ecommerce/routes/index.js'
import email from './email/routes/index.js'
import invoice from './invoice/routes/index.js'
import kanban from './kanban/routes/index.js'
import logistics from './logistics/routes.js'
import permissions from './permissions/routes.js'
import roles from './roles/routes.js'
import users from './users/routes.js'
import dashboards from './dashboards/routes.js'
import pages from './pages/routes/index.js'
import { installSandboxScope } from './scope.js'
import sandboxCopy from './copy/routes.js'
import checkout from './checkout/routes.js'
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
