// Every English namespace file, in one chunk that lib/english-rest.ts imports dynamically: one request instead of one
// per namespace (the core three, also here, are small and already registered; adding them again changes nothing).
export const englishFiles = import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' })
