/**
 * Decisions a chair closes a discussion with ("OK, Liam and Olivia go to Berlin.", «Нет, тестируем своими силами.»,
 * "Bon, on lance la bêta lundi."), and what is no decision: a speaker's own wish or expectation agreed to, a question,
 * a story told in the past. The sentences are new, not the evaluation set's, so the rules are checked in general.
 */
import t from 'tap'
import { analyseTranscript } from '../../src/modules/analysis/builtin/features.js'
import { decisions } from '../../src/modules/analysis/builtin/action-items.js'

const decided = (turns: [string, string][]) => {
  const f = analyseTranscript(
    turns.map(([speaker, text], i) => ({ speaker, text, startMs: i * 5000, endMs: i * 5000 + 4000 })),
  )
  return decisions(f).map((d) => ({ text: d.text, quote: d.quote }))
}

t.test("a chair's declarative resolution after a discussion is a decision, with its content", async (t) => {
  const en = decided([
    ['Grace Hall', 'We have budget for one team offsite this spring. Lisbon or Porto?'],
    ['Omar Said', 'Porto is cheaper, and the flights from our office are shorter.'],
    ['Ruth Kim', 'I would rather go to Lisbon, but either works for me.'],
    ['Grace Hall', 'OK, the whole team goes to Porto in May.'],
    ['Grace Hall', 'Then Omar and Ruth plan the agenda together.'],
  ])
  t.ok(
    en.some((d) => d.text === 'the whole team goes to Porto in May' || /Porto in May/.test(d.text)),
    JSON.stringify(en),
  )
  t.ok(
    en.some((d) => /Omar and Ruth plan the agenda/.test(d.text)),
    'names of people in the meeting as the subject',
  )
  t.ok(
    en.every((d) => d.quote.length > 0),
    'each has its verbatim sentence',
  )

  const ru = decided([
    ['Олег Белов', 'Можем заказать перевод у агентства, это около сорока тысяч.'],
    ['Анна Волкова', 'Или переведём сами, у нас есть носитель языка.'],
    ['Олег Белов', 'Нет, переводим сами, агентство не нужно.'],
    ['Анна Волкова', 'Остановились на втором варианте дизайна, верно?'],
    ['Олег Белов', 'Да. В итоге остановились на втором варианте дизайна.'],
  ])
  t.ok(
    ru.some((d) => /переводим сами/.test(d.text)),
    `«Нет, переводим сами»: ${JSON.stringify(ru)}`,
  )
  t.ok(
    ru.some((d) => /втором варианте/.test(d.text)),
    '«остановились на…» states a decision',
  )

  const fr = decided([
    ['Claire Roux', 'Pour la bêta, on hésite entre lundi et mercredi.'],
    ['Hugo Blanc', 'Lundi, les tests seront finis.'],
    ['Claire Roux', 'Bon, on lance la bêta lundi avec vingt clients.'],
    ['Hugo Blanc', 'Et on garde le vieux tableau de bord en parallèle ?'],
    ['Claire Roux', 'Non, on coupe l’ancien tableau de bord le même jour.'],
  ])
  t.ok(
    fr.some((d) => /lance la bêta lundi/.test(d.text)),
    JSON.stringify(fr),
  )
  t.ok(
    fr.some((d) => /coupe l’ancien tableau de bord/.test(d.text)),
    '« Non, on coupe… » answers the question with a decision',
  )
  t.notOk(
    fr.some((d) => /vieux tableau/.test(d.text)),
    'the question is no decision',
  )
})

t.test('a wish or expectation agreed to, a question or a past story is no decision', async (t) => {
  const en = decided([
    ['Nina Ross', 'What are your salary expectations?'],
    ['Leo Grant', "I'm looking for around 80,000 dollars."],
    ['Nina Ross', 'That works for us.'],
    ['Leo Grant', "I'd like to start in June."],
    ['Nina Ross', 'Sounds good.'],
    ['Nina Ross', 'OK, we go back to the case study?'],
    ['Leo Grant', 'So we moved the whole team to Kotlin last year.'],
  ])
  t.same(en, [], JSON.stringify(en))

  const ru = decided([
    ['Ирина Котова', 'Какие у вас ожидания по зарплате?'],
    ['Глеб Панов', 'Я бы хотел около двухсот тысяч рублей на руки.'],
    ['Ирина Котова', 'Договорились.'],
    ['Глеб Панов', 'Хорошо, всем спасибо за вопросы.'],
  ])
  t.same(ru, [], JSON.stringify(ru))

  const fr = decided([
    ['Julie Martin', 'Quelles sont vos attentes ?'],
    ['Paul Leroy', 'Je souhaiterais environ 55 000 euros brut par an.'],
    ['Julie Martin', "D'accord."],
    ['Paul Leroy', 'Alors on a testé trois outils l’année dernière.'],
  ])
  t.same(fr, [], JSON.stringify(fr))
})
