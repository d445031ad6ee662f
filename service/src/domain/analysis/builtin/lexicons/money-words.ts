import type { MoneyPer } from '../money.js'

/** Counted things: "5 thousand users", "10 тысяч штук" are quantities, not money (matched as word prefixes). */
export const COUNT_NOUNS = [
  'user', 'people', 'person', 'unit', 'piece', 'item', 'employee', 'staff', 'customer', 'client', 'copies', 'copy', 'download',
  'visitor', 'subscriber', 'km', 'kilomet', 'mile', 'word', 'line', 'row', 'record', 'request', 'call', 'ticket', 'order', 'box',
  'pallet', 'ton', 'tonne', 'kg', 'litre', 'liter', 'meter', 'metre', 'year', 'month', 'day', 'hour', 'minute', 'second', 'time',
  'step', 'mb', 'gb', 'byte', 'file', 'page', 'seat', 'licen', 'lead', 'sale', 'deal', 'view', 'member', 'student', 'candidate',
  'штук', 'шт', 'человек', 'пользовател', 'сотрудник', 'клиент', 'единиц', 'экземпляр', 'км', 'километр', 'лет', 'год', 'месяц',
  'дн', 'день', 'час', 'минут', 'секунд', 'раз', 'строк', 'слов', 'заказ', 'звонк', 'запрос', 'тонн', 'кг', 'литр', 'метр',
  'страниц', 'файл', 'мест', 'лицензи', 'подписчик', 'посетител', 'просмотр', 'кандидат', 'партий', 'парти',
]

/** "per unit", "a month", "/hr", "в месяц", "за штуку", "в год". */
export const PER_UNIT: [MoneyPer, RegExp][] = [
  ['unit', /^\s*(?:(?:per|a|an|each|\/)\s*(?:unit|piece|item|license|licence|seat|pallet|box|kg|kilo)|each\b|за\s+(?:штуку|единицу|шт|лицензию|кг|килограмм)|\/\s*шт)/iu],
  ['hour', /^\s*(?:(?:per|an|a|\/)\s*(?:hour|hr|h)\b|hourly|в\s+час|за\s+час)/iu],
  ['month', /^\s*(?:(?:per|a|\/)\s*(?:month|mo)\b|monthly|в\s+месяц|ежемесячно|за\s+месяц)/iu],
  ['year', /^\s*(?:(?:per|a|\/)\s*(?:year|yr|annum)\b|annually|yearly|в\s+год|годовых|за\s+год)/iu],
]
