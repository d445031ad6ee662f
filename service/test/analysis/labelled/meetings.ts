import type { LabelledTranscript } from './types.js'

export const EN_INTERVIEW: LabelledTranscript = {
  id: 'en-interview',
  language: 'en',
  lines: [
    ['Laura Stone', 'Welcome, Tom. Tell me about a project you led.'],
    [
      'Tom Becker',
      'In 2021 I led a team of 8 engineers to rebuild our billing system. We cut invoice errors by 40% in 6 months.',
    ],
    ['Laura Stone', 'How did you handle disagreements in the team?'],
    [
      'Tom Becker',
      'I set up a weekly review where we compared options with data. When two leads disagreed on the database, I asked each to write down the risks, and we decided together.',
    ],
    ['Laura Stone', 'What would you improve?'],
    [
      'Tom Becker',
      'I would plan the migration in smaller steps and evaluate the risks earlier. I also mentor two junior developers every week.',
    ],
    ['Laura Stone', 'Thank you. Next steps: I will share feedback with the hiring team by Thursday.'],
    ['Tom Becker', "Thanks. I'll send you the references tomorrow."],
    ['Laura Stone', 'Great, the next round is on 14 May at 10:00, room 4.12.'],
  ],
  amounts: [],
  offers: [],
  actionItems: [
    { owner: 'Laura Stone', says: 'feedback', due: 'Thursday' },
    { owner: 'Tom Becker', says: 'references', due: 'tomorrow' },
  ],
  roles: [{ speaker: 'Tom Becker', role: 'monitor-evaluator' }],
}

export const RU_INTERVIEW: LabelledTranscript = {
  id: 'ru-interview',
  language: 'ru',
  lines: [
    ['Елена Соколова', 'Здравствуйте, Максим. Расскажите о последнем проекте.'],
    [
      'Максим Орлов',
      'В 2022 году я руководил командой из 6 человек. Мы перевели платёжный сервис на новую архитектуру за 4 месяца.',
    ],
    ['Елена Соколова', 'Как вы принимали решения?'],
    ['Максим Орлов', 'Я сравнивал варианты по данным и оценивал риски, потом мы вместе выбирали решение.'],
    ['Елена Соколова', 'Что бы вы сделали иначе?'],
    ['Максим Орлов', 'Раньше оценил бы риски миграции и сравнил бы нагрузку на тестовых данных.'],
    ['Елена Соколова', 'Спасибо. Я отправлю ваше резюме руководителю до пятницы.'],
    ['Максим Орлов', 'Хорошо, я пришлю примеры кода завтра.'],
    ['Елена Соколова', 'Следующий этап — 20.05 в 11:00, звоните по номеру 8 (495) 123-45-67.'],
  ],
  amounts: [],
  offers: [],
  actionItems: [
    { owner: 'Елена Соколова', says: 'резюме', due: 'пятницы' },
    { owner: 'Максим Орлов', says: 'примеры', due: 'завтра' },
  ],
  roles: [{ speaker: 'Максим Орлов', role: 'monitor-evaluator' }],
}

export const EN_TEAM: LabelledTranscript = {
  id: 'en-team-meeting',
  language: 'en',
  lines: [
    ['Priya Nair', "Let's start. The agenda today: the release date, the bug backlog and who owns the demo."],
    [
      'Sam Ortiz',
      'What if we split the release into two parts? A new approach: we could ship the reporting module first.',
    ],
    [
      'Kate Müller',
      "I'm not sure. The risk is that the migration scripts depend on reporting. I want to compare the two plans with the data from the last sprint.",
    ],
    ['Priya Nair', 'Good point. Our goal is one decision by Wednesday. Kate, can you share that comparison?'],
    ['Kate Müller', 'Yes, I will send the comparison by Tuesday.'],
    ['Sam Ortiz', 'Thank you. Agreed.'],
    ['Priya Nair', 'Sam will prepare the demo for the client call on 12 June.'],
    ['Sam Ortiz', "Sure. I'll also fix the 14 open bugs in ticket JIRA-2231 before Friday."],
    [
      'Priya Nair',
      "Decision: we ship reporting first. I'll update the roadmap today and align the priorities with the client.",
    ],
  ],
  amounts: [],
  offers: [],
  actionItems: [
    { owner: 'Kate Müller', says: 'comparison', due: 'Tuesday' },
    { owner: 'Sam Ortiz', says: 'demo', due: '12 June' },
    { owner: 'Sam Ortiz', says: 'bugs', due: 'Friday' },
    { owner: 'Priya Nair', says: 'roadmap', due: 'today' },
  ],
  decisions: ['ship reporting first'],
  roles: [
    { speaker: 'Priya Nair', role: 'co-ordinator' },
    { speaker: 'Sam Ortiz', role: 'plant' },
    { speaker: 'Kate Müller', role: 'monitor-evaluator' },
  ],
}

export const RU_TEAM: LabelledTranscript = {
  id: 'ru-team-meeting',
  language: 'ru',
  lines: [
    ['Анна Белова', 'Давайте начнём. Повестка: сроки релиза, ошибки и кто готовит демо.'],
    ['Денис Ким', 'А что если выпустить отчёты отдельно? Это новый подход, мы быстрее получим отзывы.'],
    [
      'Ирина Лебедева',
      'Есть риск: миграции зависят от отчётов. Нужно сравнить оба варианта по данным прошлого спринта.',
    ],
    ['Анна Белова', 'Хорошо, решим до среды. Ирина, пришлите сравнение.'],
    ['Ирина Лебедева', 'Да, отправлю сравнение до вторника.'],
    ['Денис Ким', 'Спасибо, согласен.'],
    ['Анна Белова', 'Денис подготовит демо для клиента к 12 июня.'],
    ['Денис Ким', 'Я исправлю 14 ошибок в задаче JIRA-2231 до пятницы.'],
    ['Анна Белова', 'Решение: сначала выпускаем отчёты. Я обновлю план сегодня и согласую приоритеты с клиентом.'],
  ],
  amounts: [],
  offers: [],
  actionItems: [
    { owner: 'Ирина Лебедева', says: 'сравнение', due: 'вторника' },
    { owner: 'Денис Ким', says: 'демо', due: '12 июня' },
    { owner: 'Денис Ким', says: 'ошибок', due: 'пятницы' },
    { owner: 'Анна Белова', says: 'план', due: 'сегодня' },
  ],
  decisions: ['выпускаем отчёты'],
  roles: [
    { speaker: 'Анна Белова', role: 'co-ordinator' },
    { speaker: 'Денис Ким', role: 'plant' },
    { speaker: 'Ирина Лебедева', role: 'monitor-evaluator' },
  ],
}
