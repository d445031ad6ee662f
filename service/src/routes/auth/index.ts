import type { FastifyPluginAsync } from 'fastify'
import login from './login.js'
import passwordReset from './password-reset.js'
import register from './register.js'
import session from './session.js'
import twoSteps from './two-steps.js'

const auth: FastifyPluginAsync = async (app) => {
  await app.register(login)
  await app.register(session)
  await app.register(register)
  await app.register(passwordReset)
  await app.register(twoSteps)
}

export default auth
