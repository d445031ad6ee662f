import type { Mail } from '../mail/index.js'
interface MailInput {
  to: string
  candidateName: string
  organization: string
  link: string
  expiresAt: Date
  language: string
}

const date = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ') + ' UTC'

/** The invitation (also sent again by resend, with the new link). Russian for Russian interviews, else English. */
export function invitationMail(m: MailInput): Mail {
  if (m.language === 'ru') {
    return {
      to: m.to,
      subject: `${m.organization}: приглашение на видеоинтервью`,
      text: `Здравствуйте, ${m.candidateName}!\n\n${m.organization} приглашает вас ответить на вопросы интервью в удобное время.\n\nСсылка: ${m.link}\nДоступна до ${date(m.expiresAt)}.\n`,
    }
  }
  return {
    to: m.to,
    subject: `${m.organization} invites you to a self-interview`,
    text: `Hello ${m.candidateName},\n\n${m.organization} invites you to answer a few interview questions at a time that suits you.\n\nYour link: ${m.link}\nIt works until ${date(m.expiresAt)}.\n`,
  }
}

export function reminderMail(m: MailInput): Mail {
  if (m.language === 'ru') {
    return {
      to: m.to,
      subject: `Напоминание: интервью ${m.organization}`,
      text: `Здравствуйте, ${m.candidateName}!\n\nСсылка на интервью перестанет работать ${date(m.expiresAt)}.\n\n${m.link}\n`,
    }
  }
  return {
    to: m.to,
    subject: `Reminder: your ${m.organization} self-interview`,
    text: `Hello ${m.candidateName},\n\nYour interview link stops working at ${date(m.expiresAt)}.\n\n${m.link}\n`,
  }
}
