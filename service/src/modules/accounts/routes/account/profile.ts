import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FieldErrors } from '../../../../lib/errors.js'
import { updateAccount } from '../../account-repository.js'
import { toProfile } from '../../profile-repository.js'
import { AccountProfileSchema, UpdateProfileBody } from '../../schemas/profile.js'
import { errorResponses } from '../../../../lib/schemas/error.js'
import { currentAccount, TAGS } from './current-account.js'

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The account tab: the signed-in person's own profile. */
const profile: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'getAccountProfile',
        tags: TAGS,
        summary: 'Your profile',
        response: { 200: AccountProfileSchema, ...errorResponses(401) },
      },
    },
    async (request) => toProfile(await currentAccount(app, request)),
  )

  app.patch(
    '',
    {
      config: { can: ['update', 'OwnAccount'] },
      schema: {
        operationId: 'updateAccountProfile',
        tags: TAGS,
        summary: 'Change your name, language, phone or time zone',
        body: UpdateProfileBody,
        response: { 200: AccountProfileSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const account = await currentAccount(app, request)
      const { fullName, language, phone, timezone } = request.body
      if (timezone && !isTimeZone(timezone))
        throw new FieldErrors({ timezone: ['Unknown time zone; use an IANA name such as Europe/Paris'] })
      await updateAccount(app.db, account.id, {
        ...(fullName === undefined ? {} : { full_name: fullName.trim() }),
        ...(language === undefined ? {} : { language }),
        ...(phone === undefined ? {} : { phone: phone?.trim() || null }),
        ...(timezone === undefined ? {} : { timezone }),
      })
      return toProfile(await currentAccount(app, request))
    },
  )
}

export default profile
