import type { Mail } from '../mail/index.js'

interface ReviewMailInput {
  to: string
  reviewerName: string
  candidateName: string
  organization: string
  link: string
  dueAt: Date
  language: string
}

const date = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ') + ' UTC'

/** The invitation to review: Russian for a Russian-speaking reviewer or interview, else English (as the candidate's mails). */
export function reviewInvitationMail(m: ReviewMailInput): Mail {
  if (m.language === 'ru') {
    return {
      to: m.to,
      subject: `${m.organization}: просьба оценить интервью ${m.candidateName}`,
      text: `Здравствуйте, ${m.reviewerName}!\n\n${m.organization} просит вас оценить ответы кандидата ${m.candidateName} до ${date(m.dueAt)}.\n\nСсылка: ${m.link}\n`,
    }
  }
  return {
    to: m.to,
    subject: `${m.organization}: please review ${m.candidateName}'s interview`,
    text: `Hello ${m.reviewerName},\n\n${m.organization} asks you to review ${m.candidateName}'s interview answers by ${date(m.dueAt)}.\n\nYour link: ${m.link}\n`,
  }
}

export function reviewReminderMail(m: ReviewMailInput): Mail {
  if (m.language === 'ru') {
    return {
      to: m.to,
      subject: `Напоминание: оценка интервью ${m.candidateName}`,
      text: `Здравствуйте, ${m.reviewerName}!\n\nНапоминаем: оценку интервью ${m.candidateName} нужно отправить до ${date(m.dueAt)}.\n\n${m.link}\n`,
    }
  }
  return {
    to: m.to,
    subject: `Reminder: your review of ${m.candidateName}'s interview`,
    text: `Hello ${m.reviewerName},\n\nA reminder: your review of ${m.candidateName}'s interview is due ${date(m.dueAt)}.\n\n${m.link}\n`,
  }
}
