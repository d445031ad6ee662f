import type { FastifyPluginAsync } from 'fastify'
import login from './login.js'
import passwordReset from './password-reset.js'
import register from './register.js'
import session from './session.js'

const auth: FastifyPluginAsync = async (app) => {
  await app.register(login)
  await app.register(session)
  await app.register(register)
  await app.register(passwordReset)
}

export default auth
