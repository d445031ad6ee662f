import t from 'tap'
import { sandboxApp } from './helpers.js'

t.test(
  'compose stores a sent mail from the caller and a draft; a sent mail needs a recipient and a subject',
  async (t) => {
    const sb = await sandboxApp(t)
    const before = (await sb.get('/api/apps/email?filter=draft')).json().emailsMeta.draft

    const sent = await sb.send('POST', '/api/apps/email/compose', {
      to: ['ann@example.com'],
      cc: ['bo@example.com'],
      subject: ' Quarterly numbers ',
      message: '<p>Attached.</p>',
      attachments: [{ fileName: 'q3.pdf', size: '12 KB' }],
    })
    t.equal(sent.statusCode, 201)
    const mail = sent.json()
    t.match(mail, {
      folder: 'sent',
      subject: 'Quarterly numbers',
      isRead: true,
      isDeleted: false,
      cc: ['bo@example.com'],
      to: [{ email: 'ann@example.com' }],
    })
    t.equal(mail.from.email, 'admin@example.com', 'from the signed-in account')
    t.equal(mail.attachments[0].fileName, 'q3.pdf')
    t.ok(
      (await sb.get('/api/apps/email?filter=sent')).json().emails.some((m: any) => m.id === mail.id),
      'listed in sent',
    )

    const draft = await sb.send('POST', '/api/apps/email/compose', { to: [], subject: '', message: '', draft: true })
    t.equal(draft.statusCode, 201)
    const drafts = (await sb.get('/api/apps/email?filter=draft')).json()
    t.ok(
      drafts.emails.some((m: any) => m.id === draft.json().id),
      'listed in draft',
    )
    t.equal(drafts.emailsMeta.draft, before + 1, 'the draft count follows')

    const incomplete = await sb.send('POST', '/api/apps/email/compose', { to: [], subject: ' ', message: 'hi' })
    t.equal(incomplete.statusCode, 400)
    t.ok(incomplete.json().errors.to && incomplete.json().errors.subject, 'both fields named')
    const badAddress = await sb.send('POST', '/api/apps/email/compose', {
      to: ['not-an-address'],
      subject: 'x',
      message: '',
    })
    t.equal(badAddress.statusCode, 400)

    t.equal(
      (await sb.send('POST', '/api/apps/email/compose', { to: ['a@example.com'], subject: 'x', message: '' }, 'client'))
        .statusCode,
      403,
      'read-only roles cannot write',
    )
  },
)
