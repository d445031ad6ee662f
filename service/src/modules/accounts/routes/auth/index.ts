import cookie from '@fastify/cookie'
import type { FastifyPluginAsync } from 'fastify'
import emailVerification from './email-verification.js'
import login from './login.js'
import passwordReset from './password-reset.js'
import register from './register.js'
import session from './session.js'
import twoSteps from './two-steps.js'

const auth: FastifyPluginAsync = async (app) => {
  // The refresh cookie lives under /api/auth only: parsing cookies elsewhere would be work for nothing.
  await app.register(cookie)
  await app.register(login)
  await app.register(session)
  await app.register(register)
  await app.register(passwordReset)
  await app.register(emailVerification)
  await app.register(twoSteps)
}

export default auth
