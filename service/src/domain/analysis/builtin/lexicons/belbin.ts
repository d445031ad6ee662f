/**
 * Team-role signal words. These are our own behavioural cue lists for the nine roles (no questionnaire
 * text is shipped); they are indicative signals, not a psychometric assessment.
 */
export const TEAM_ROLE_CUES = {
  plant: ['idea', 'ideas', 'what if', 'imagine', 'creative', 'new approach', 'alternative', 'brainstorm', 'innovative', 'reinvent',
    'иде*', 'а что если', 'представьте', 'креатив*', 'нов* подход', 'альтернатив*', 'придумал*'],
  'resource-investigator': ['contact', 'contacts', 'partner', 'partners', 'network', 'reach out', 'opportunity', 'opportunities', 'external', 'vendor', 'market',
    'контакт*', 'партнер*', 'связ*', 'возможност*', 'рынок', 'рынке', 'знаю человека', 'поставщик*'],
  'co-ordinator': ['agenda', 'let us decide', 'let me summarise', 'let me summarize', 'who will', 'who can', 'delegate', 'priorities', 'align', 'goal', 'goals',
    'повестк*', 'решим', 'кто возьмет', 'кто возьмется', 'распредел*', 'приоритет*', 'цел*', 'подытож*'],
  shaper: ['we must', 'we need to', 'push', 'faster', 'challenge', 'urgent', 'deadline', 'now', 'drive', 'no excuses', 'pressure',
    'должны', 'срочно', 'быстрее', 'дедлайн', 'немедленно', 'надо', 'давить', 'вызов'],
  'monitor-evaluator': ['risk', 'risks', 'trade-off', 'tradeoff', 'pros and cons', 'evaluate', 'analysis', 'data', 'evidence', 'compare', 'on the other hand',
    'риск*', 'анализ*', 'данны*', 'сравн*', 'оцен*', 'плюсы и минусы', 'с другой стороны'],
  // Courtesy words ("thank you", "спасибо") are not here: politeness alone is not team-working behaviour.
  teamworker: ['together', 'team', 'help', 'support', 'everyone', 'feel', 'colleagues', 'let me help', 'i can help', 'pair with',
    'вместе', 'команд*', 'помо*', 'поддерж*', 'коллег*'],
  implementer: ['plan', 'schedule', 'step', 'steps', 'process', 'implement', 'execute', 'i will', "i'll", 'task', 'tasks', 'checklist',
    'план*', 'шаг*', 'процесс*', 'внедр*', 'сделаю', 'задач*', 'график*', 'выполн*'],
  'completer-finisher': ['detail', 'details', 'double-check', 'double check', 'check', 'review', 'quality', 'typo', 'test', 'tests', 'deadline', 'finish', 'polish',
    'детал*', 'провер*', 'качеств*', 'ошибк*', 'тест*', 'доделать', 'заверш*', 'аккуратно'],
  specialist: ['technically', 'architecture', 'protocol', 'database', 'algorithm', 'expertise', 'specifically', 'in my field', 'compliance', 'regulation', 'latency',
    'технически', 'архитектур*', 'протокол*', 'алгоритм*', 'экспертиз*', 'база данных', 'базы данных', 'специалист*', 'регулятор*'],
} as const
export type TeamRole = keyof typeof TEAM_ROLE_CUES
export const TEAM_ROLES = Object.keys(TEAM_ROLE_CUES) as TeamRole[]
