import { createElement, Fragment, type ReactNode } from 'react'

// The markup a rich-text editor (Tiptap's starter kit) writes; anything else is dropped with its attributes, so
// stored HTML can never run script, load a resource or restyle the page. Text is kept even inside dropped tags.
const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  's',
  'u',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'pre',
  'code',
  'hr',
])
const VOID = new Set(['br', 'hr'])
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript'])

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent
  if (node.nodeType !== Node.ELEMENT_NODE) return null
  const tag = (node as Element).tagName.toLowerCase()
  if (DROPPED_WITH_CONTENT.has(tag)) return null
  const children = [...node.childNodes].map((child, i) => convert(child, `${key}.${i}`))
  if (!ALLOWED.has(tag)) return createElement(Fragment, { key }, ...children)
  return VOID.has(tag)
    ? createElement(tag, { key })
    : createElement(tag, { key, dir: tag === 'p' || tag === 'li' ? 'auto' : undefined }, ...children)
}

/** React elements for stored rich-text HTML, through an allowlist of tags and no attributes at all. */
export function richTextNodes(html: string): ReactNode[] {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return [...doc.body.childNodes].map((node, i) => convert(node, String(i)))
}

/** Stored rich text (a mail body, a description) shown with its formatting and without its risks. */
export function SafeRichText({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{richTextNodes(html)}</div>
}
