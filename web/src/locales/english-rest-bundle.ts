// The English namespace files the signed-in layout and the product's screens use, in one chunk that
// lib/english-rest.ts imports dynamically: one request instead of one per namespace (the core three, also here, are
// small and already registered; adding them again changes nothing). The sandbox's, the showcase's, the front pages'
// and the report guides' namespaces, half the strings, are a chunk of their own (english-extra-bundle.ts): the meeting
// list or a report on a phone does not download them. The two patterns below and there split ./en/*.json between
// them (lib/english-rest.test.ts checks it).
export const englishFiles = import.meta.glob<Record<string, unknown>>(
  [
    './en/*.json',
    '!./en/{reportGuides,showcase,showcaseGallery,showcaseForms,ecommerce,frontCheckout,frontHelp,dashboards}.json',
    '!./en/sandbox*.json',
  ],
  { eager: true, import: 'default' },
)
