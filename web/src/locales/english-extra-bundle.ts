// The English namespaces of the sandbox, the showcase, the front pages and the report guides: a chunk of their own,
// loaded before one of their screens renders (app/lazy-screen.ts). The rest is english-rest-bundle.ts.
export const englishFiles = import.meta.glob<Record<string, unknown>>(
  [
    './en/{reportGuides,showcase,showcaseGallery,showcaseForms,ecommerce,frontCheckout,frontHelp,dashboards}.json',
    './en/sandbox*.json',
  ],
  { eager: true, import: 'default' },
)
