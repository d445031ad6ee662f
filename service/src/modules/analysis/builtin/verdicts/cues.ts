import type { Lang } from '../lang/index.js'
import { B, E } from '../lang/rules.js'

/**
 * What an interviewer listens for, per language, on folded text. A story with a first-person `action` and a
 * measurable `result` is strong evidence; `vague` answers are weak evidence; each family has its own signs for and
 * against (`collabMinus`: settling a disagreement by merging one's own version without a word to the colleague).
 */
export interface Cues {
  action: RegExp
  result: RegExp
  vague: RegExp
  tech: RegExp
  commPlus: RegExp
  commMinus: RegExp
  collabPlus: RegExp
  collabMinus: RegExp
  motivPlus: RegExp
  motivMinus: RegExp
  ownPlus: RegExp
  /** Questions that ask about a family (so that an empty or vague answer counts against it). */
  asks: Record<Family, RegExp>
}
export type Family = 'problem' | 'tech' | 'comm' | 'collab' | 'own' | 'motiv'

const r = (s: string) => new RegExp(s, 'u')
const w = (s: string) => r(`${B}(?:${s})${E}`)

const EN: Cues = {
  action: w(
    String.raw`i (?:profiled|found|moved|wrote|built|rewrote|fixed|added|migrated|compared|reproduced|analy[sz]ed|led|designed|introduced|set up|automated|reduced|cut|measured|ran|interviewed|redesigned|proposed|organi[sz]ed|refactored|implemented|shipped|launched|debugged|traced|checked|replaced|split)`,
  ),
  result: r(
    String.raw`${B}(?:dropped|went down|reduced|improved|increased|decreased|halved|doubled|saved)${E}|${B}from \S+(?: \S+)? to \d|\d+\s?(?:%|percent|ms|milliseconds|seconds|minutes|hours|x${E}|times${E})`,
  ),
  vague: w(
    String.raw`kind of|sort of|i don't remember|i don't know|mostly worked|probably|we didn't really|it was fine|it went well|stuff|hmm|i guess`,
  ),
  tech: w(
    String.raw`cache|latency|p99|database|index(?:es)?|query|queries|api|redis|lua|profil\w*|flame graphs?|deploys?|staging|pods?|kubernetes|sliding window|atomic|monolith|microservices?|sql|schema|pipeline|parquet|kafka|partition\w*|threads?|queues?|rate limiting|metrics|load`,
  ),
  commPlus: w(
    String.raw`i wrote a (?:one-page )?(?:comparison|doc|document|proposal|write-up|summary)|explained|presented|walked (?:them|him|her) through|everyone was looking at the same|documented|i talked to|we went through it`,
  ),
  commMinus: w(String.raw`without (?:talking|telling|discussing|asking)|results matter more than discussions`),
  collabPlus: w(
    String.raw`together|with the (?:\w+ )?(?:team|seniors|others|colleagues|developers)|we agreed|went through it with|paired|helped (?:him|her|them)|sat down with`,
  ),
  collabMinus: w(
    String.raw`without (?:talking|asking|telling|discussing)(?: to)? (?:him|her|them)|merged my (?:own )?version|results matter more than discussions|i prefer (?:to )?work(?:ing)? alone|my code was better`,
  ),
  motivPlus: w(
    String.raw`i want to|i'd like to|i want|ownership|learn|grow|excited|passionate|interested in|on call for what i build`,
  ),
  motivMinus: w(String.raw`commute|the pay|pay is good|better paid|money|remote on`),
  ownPlus: w(
    String.raw`ownership|on call for what i build|i (?:led|owned|drove|took over|was responsible|moved|fixed|profiled|built|rewrote)`,
  ),
  asks: {
    problem: w(String.raw`problem|hardest|challenge|debug|make sure|how did you know|measure|solved|proud`),
    tech: w(String.raw`design|architecture|technical|performance|how would you|scale|problem`),
    comm: w(String.raw`disagree\w*|explain|present|stakeholders?`),
    collab: w(String.raw`disagree\w*|conflict|team|colleagues?|work with|take that`),
    own: w(String.raw`proud|led|responsible|own|project`),
    motiv: w(String.raw`why|looking for|interested|next role|motivat\w*`),
  },
}

const RU: Cues = {
  action: w(
    String.raw`я (?:снял|добавил|переписал|сравнил|нашел|увидел|сделал|запустил|внедрил|настроил|предложил|объяснил|оптимизировал|проанализировал|исправил|написал|автоматизировал|руководил|перевел|ускорил|сократил)`,
  ),
  result: r(
    String.raw`${B}(?:упал[аои]?|сократил(?:ся|ась|ось|и)?|снизил(?:ся|ась|ось)?|вырос(?:ла|ло)?|ускорил(?:ся|ось)?)${E}|стал[аои]? \S+ за|на треть|в \d+ раз|\d+\s?%|${B}за (?:полторы|\d+) (?:секунд|минут)`,
  ),
  vague: w(
    String.raw`наверное|не знаю|точно не знаю|какие-то|вроде|я этим не занимаюсь|делаю, что просят|обычно данные уже|ну`,
  ),
  tech: w(
    String.raw`индекс\p{L}*|запрос\p{L}*|таблиц\p{L}*|баз\p{L}{0,2}|оконн\p{L}*|профиль|api|архитектур\p{L}*|скан|нагрузк\p{L}*|продов\p{L}*|кэш\p{L}*|sql|power bi|дашборд\p{L}*|сценари\p{L}*`,
  ),
  commPlus: w(String.raw`предложил созвониться|объяснил|презентовал|синхронизировались`),
  commMinus: w(String.raw`не обсуждая|без обсуждения|ничего не сказав`),
  collabPlus: w(String.raw`вместе|синхронизировались|договорились|с тестировщиком|с коллегами|помог\p{L}*`),
  collabMinus: w(String.raw`не обсуждая|без обсуждения|сам переписал|не спрашивая|ничего не сказав`),
  motivPlus: w(String.raw`хочу|интересно|расти|развиваться|в продукт`),
  motivMinus: w(String.raw`удаленк\p{L}*|зарплата выше|платят больше|мне сказали`),
  ownPlus: w(String.raw`я (?:добавил|переписал|снял|руководил|запустил|отвечал|ускорил)|моя ответственность`),
  asks: {
    problem: w(String.raw`сложн\p{L}*|проблем\p{L}*|задач\p{L}*|проверил\p{L}*|изменил`),
    tech: w(String.raw`архитектур\p{L}*|технич\p{L}*|производительн\p{L}*|сложн\p{L}*|качество данных`),
    comm: w(String.raw`спор\p{L}*|конфликт\p{L}*|объясн\p{L}*`),
    collab: w(String.raw`команд\p{L}*|коллег\p{L}*|конфликт\p{L}*|спор\p{L}*`),
    own: w(String.raw`проект\p{L}*|отвечал\p{L}*|руковод\p{L}*`),
    motiv: w(String.raw`почему|что ищете|заинтересовал\p{L}*|интерес\p{L}*|мотив\p{L}*`),
  },
}

const FR: Cues = {
  action: w(
    String.raw`j'ai (?:analysé|vu|migré|ajouté|mis en place|refait|fait|réduit|testé|construit|développé|automatisé|conçu|corrigé|lancé|proposé|documenté|comparé|mesuré)`,
  ),
  result: r(
    String.raw`${B}(?:résultat|passé de|tourne en|réduit|divisé|plus eu d'incident|doublé)${E}|\d+\s?%|${B}de \d+ % à`,
  ),
  vague: w(String.raw`euh|je sais pas|je ne sais pas|peut-être|mais bon|un peu`),
  tech: w(
    String.raw`pipeline|logs|jointures|csv|parquet|partitionn\p{L}*|tests de qualité|kafka|temps réel|base de données|api|schéma|a/b|maquettes?|écrans?|performances?`,
  ),
  commPlus: w(String.raw`on a documenté|j'explique|je m'assois avec|on regarde les contraintes`),
  commMinus: w(String.raw`sans leur en parler|sans lui en parler|sans en parler`),
  collabPlus: w(String.raw`ensemble|je m'assois avec|avec l'équipe|on a documenté|le développeur avait raison`),
  collabMinus: w(
    String.raw`sans leur en parler|sans lui en parler|je préfère travailler seul|ils n'étaient pas contents|j'ai déployé ma version`,
  ),
  motivPlus: w(String.raw`j'ai envie|je veux|m'intéresse|me passionne|travailler sur`),
  motivMinus: w(String.raw`le salaire est|trajet|télétravail|on m'a dit`),
  ownPlus: w(String.raw`j'ai (?:migré|ajouté|mis en place|refait|analysé)|je suis responsable`),
  asks: {
    problem: w(String.raw`problème|difficile|fier|résolu|concret`),
    tech: w(String.raw`technique|architecture|performances?|fier`),
    comm: w(String.raw`pas d'accord|désaccord|expliqu\p{L}*`),
    collab: w(String.raw`équipes?|collègues?|désaccord|pas d'accord|travaillez avec`),
    own: w(String.raw`fier|responsable|projet`),
    motiv: w(String.raw`pourquoi|attire|ce poste|motiv\p{L}*`),
  },
}

export const CUES: Partial<Record<Lang, Cues>> = { en: EN, ru: RU, fr: FR }

/** Default rubric and competence-model criteria read through one family of signs; others by keywords only. */
export const FAMILY_OF: Record<string, Family> = {
  'problem-solving': 'problem',
  'analytical-thinking': 'problem',
  'technical-depth': 'tech',
  communication: 'comm',
  collaboration: 'collab',
  teamwork: 'collab',
  cooperation: 'collab',
  'stakeholder-communication': 'comm',
  ownership: 'own',
  leadership: 'own',
  'result-orientation': 'own',
  motivation: 'motiv',
}
