import type { LabelledTranscript } from './types.js'

export const EN_PRICE: LabelledTranscript = {
  id: 'en-price-negotiation',
  language: 'en',
  lines: [
    ['Anna Lee', 'Thanks for joining, Marco. We reviewed your quote from 14.03.2025, reference PO-4471.'],
    ['Marco Rossi', 'Happy to be here. Our list price is €3.60 per unit for the 10,000 unit run.'],
    ['Anna Lee', 'Last year we paid 3,20 EUR per unit with the previous supplier. Could we meet at 3.30?'],
    ['Marco Rossi', 'That is below our cost. We could do €3.50 if you commit to 12 months.'],
    ['Anna Lee', 'How about between 3.35 and 3.40 EUR, with payment in 30 days?'],
    ['Marco Rossi', 'I can go down to 3.45 EUR per unit, and the setup fee of USD 1,200 stays.'],
    ['Anna Lee', 'Agreed, we have a deal at that price. Call me on +44 20 7946 0958 if anything changes.'],
    ['Marco Rossi', 'Great. I will send the revised contract by Friday.'],
    ['Anna Lee', "I'll get the purchase order approved by 5 pm tomorrow."],
    ['Marco Rossi', 'Delivery of the first 2,500 units starts on 1 April at 09:30.'],
  ],
  amounts: [
    { amount: 3.6, currency: 'EUR' },
    { amount: 3.2, currency: 'EUR' },
    { amount: 3.3, currency: 'EUR' },
    { amount: 3.5, currency: 'EUR' },
    { amount: 3.35, currency: 'EUR' },
    { amount: 3.4, currency: 'EUR' },
    { amount: 3.45, currency: 'EUR' },
    { amount: 1200, currency: 'USD' },
  ],
  offers: [
    { speaker: 'Marco Rossi', amount: 3.6 },
    { speaker: 'Anna Lee', amount: 3.3 },
    { speaker: 'Marco Rossi', amount: 3.5 },
    { speaker: 'Anna Lee', amount: 3.35 },
    { speaker: 'Marco Rossi', amount: 3.45 },
    { speaker: 'Marco Rossi', amount: 1200 },
  ],
  actionItems: [
    { owner: 'Marco Rossi', says: 'revised contract', due: 'Friday' },
    { owner: 'Anna Lee', says: 'purchase order', due: 'tomorrow' },
  ],
}

export const RU_PRICE: LabelledTranscript = {
  id: 'ru-price-negotiation',
  language: 'ru',
  lines: [
    ['Ольга Смирнова', 'Добрый день, Игорь. Смотрим ваше коммерческое предложение № 5521 от 12.05.2025.'],
    ['Игорь Петров', 'Добрый день. Наша цена — 145,50 руб. за штуку при партии 3 000 штук.'],
    ['Ольга Смирнова', 'В прошлом году мы платили 128 рублей за штуку. Предлагаю 132,00 руб. за штуку.'],
    ['Игорь Петров', 'Это ниже себестоимости. Можем снизить до 140 рублей при предоплате 30%.'],
    ['Ольга Смирнова', 'А если 135 рублей и оплата в течение 45 дней?'],
    ['Игорь Петров', 'Готовы на 138 руб., это наше последнее предложение.'],
    ['Ольга Смирнова', 'Договорились, по рукам. Мой телефон +7 912 345-67-89.'],
    ['Игорь Петров', 'Отправлю договор до пятницы.'],
    ['Ольга Смирнова', 'Я подготовлю заявку на оплату к понедельнику, встреча в 10:30.'],
  ],
  amounts: [
    { amount: 145.5, currency: 'RUB' },
    { amount: 128, currency: 'RUB' },
    { amount: 132, currency: 'RUB' },
    { amount: 140, currency: 'RUB' },
    { amount: 135, currency: 'RUB' },
    { amount: 138, currency: 'RUB' },
  ],
  offers: [
    { speaker: 'Игорь Петров', amount: 145.5 },
    { speaker: 'Ольга Смирнова', amount: 132 },
    { speaker: 'Игорь Петров', amount: 140 },
    { speaker: 'Ольга Смирнова', amount: 135 },
    { speaker: 'Игорь Петров', amount: 138 },
  ],
  actionItems: [
    { owner: 'Игорь Петров', says: 'договор', due: 'пятницы' },
    { owner: 'Ольга Смирнова', says: 'заявку', due: 'понедельнику' },
  ],
}

export const EN_SALARY: LabelledTranscript = {
  id: 'en-salary-negotiation',
  language: 'en',
  lines: [
    ['Rachel Kim', "Thanks for your time, David. We'd like to offer you the role at $120,000 a year base."],
    [
      'David Chen',
      "Thank you, I'm excited. I was hoping for something closer to 140k. The market rate for this level is around USD 135k.",
    ],
    ['Rachel Kim', 'I understand. Could we meet at 128,000 with a $10,000 signing bonus?'],
    ['David Chen', 'Could you get to 135,000?'],
    ['Rachel Kim', 'Let me check with the hiring manager. I can go up to $132,000 and keep the signing bonus at 10k.'],
    ['David Chen', 'That works for me. I currently earn 118k, so it is a real step up.'],
    ['Rachel Kim', 'Great, I will send the written offer by Wednesday.'],
    ['David Chen', "I'll give my notice on 3 March and can start on 1 April."],
    ['Rachel Kim', 'Please call me at (415) 555-0134 if anything comes up before 5:30 pm.'],
  ],
  amounts: [
    { amount: 120000, currency: 'USD' },
    { amount: 140000, currency: 'USD' },
    { amount: 135000, currency: 'USD' },
    { amount: 128000, currency: 'USD' },
    { amount: 10000, currency: 'USD' },
    { amount: 135000, currency: 'USD' },
    { amount: 132000, currency: 'USD' },
    { amount: 10000, currency: 'USD' },
    { amount: 118000, currency: 'USD' },
  ],
  offers: [
    { speaker: 'Rachel Kim', amount: 120000 },
    { speaker: 'David Chen', amount: 140000 },
    { speaker: 'Rachel Kim', amount: 128000 },
    { speaker: 'Rachel Kim', amount: 10000 },
    { speaker: 'David Chen', amount: 135000 },
    { speaker: 'Rachel Kim', amount: 132000 },
    { speaker: 'Rachel Kim', amount: 10000 },
  ],
  actionItems: [
    { owner: 'Rachel Kim', says: 'written offer', due: 'Wednesday' },
    { owner: 'David Chen', says: 'notice', due: '3 March' },
  ],
}

export const RU_SALARY: LabelledTranscript = {
  id: 'ru-salary-negotiation',
  language: 'ru',
  lines: [
    ['Мария Иванова', 'Сергей, мы готовы предложить вам 180 тысяч рублей в месяц на руки.'],
    ['Сергей Котов', 'Спасибо. Я рассчитываю на 220 000 рублей. Сейчас получаю 190 тысяч.'],
    ['Мария Иванова', 'Можем сойтись на 200 тысячах?'],
    ['Сергей Котов', 'Давайте на 210 тысяч.'],
    ['Мария Иванова', 'Хорошо, 205 тысяч плюс премия до 300 тыс. руб. по итогам года.'],
    ['Сергей Котов', 'Договорились. Выйти смогу с 15.01.2026.'],
    ['Мария Иванова', 'Я пришлю оффер завтра до 18:00.'],
    ['Сергей Котов', 'Я подготовлю документы к пятнице.'],
  ],
  amounts: [
    { amount: 180000, currency: 'RUB' },
    { amount: 220000, currency: 'RUB' },
    { amount: 190000, currency: 'RUB' },
    { amount: 200000, currency: 'RUB' },
    { amount: 210000, currency: 'RUB' },
    { amount: 205000, currency: 'RUB' },
    { amount: 300000, currency: 'RUB' },
  ],
  offers: [
    { speaker: 'Мария Иванова', amount: 180000 },
    { speaker: 'Сергей Котов', amount: 220000 },
    { speaker: 'Мария Иванова', amount: 200000 },
    { speaker: 'Сергей Котов', amount: 210000 },
    { speaker: 'Мария Иванова', amount: 205000 },
    { speaker: 'Мария Иванова', amount: 300000 },
  ],
  actionItems: [
    { owner: 'Мария Иванова', says: 'оффер', due: 'завтра' },
    { owner: 'Сергей Котов', says: 'документы', due: 'пятнице' },
  ],
}
