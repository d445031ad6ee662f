/** The course description (stored as simple HTML paragraphs) as plain paragraphs: shown as text, never as markup. */
export function paragraphsOf(html: string): string[] {
  return html
    .split(/<\/p>|<br\s*\/?>/i)
    .map((part) => part.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').trim())
    .filter(Boolean)
}

/** "done/all" of a section recounted from its lectures (the screen updates it before the service answers). */
export function sectionStatus(topics: { isCompleted: boolean }[]): string {
  return `${topics.filter((t) => t.isCompleted).length}/${topics.length}`
}
