import { decodeHTML } from 'entities'

/**
 * A cue's payload read as the W3C WebVTT cue text parser reads it: tags (`<b>`, `<c.loud>`, `<00:01.000>`, `</v>`)
 * are removed without leaving a space ("<b>really</b>," stays "really,"), voice tags change the speaker, and
 * character references are decoded in the text between tags, after the tags are gone ("&lt;draft&gt;" is the text
 * "<draft>", never a tag). One pass over the payload, no backtracking.
 */
export function cueVoiceSpans(payload: string, fallback: string): { speaker: string; text: string }[] {
  const spans: { speaker: string; text: string }[] = []
  let speaker = fallback
  let text = ''
  let i = 0
  const flush = () => {
    const clean = clean1(decodeHTML(text))
    if (clean) spans.push({ speaker, text: clean })
    text = ''
  }
  while (i < payload.length) {
    const lt = payload.indexOf('<', i)
    if (lt < 0) {
      text += payload.slice(i)
      break
    }
    text += payload.slice(i, lt)
    const gt = payload.indexOf('>', lt + 1)
    // An unterminated tag runs to the end of the cue (the spec's tokenizer consumes it as the tag's content).
    const tag = payload.slice(lt + 1, gt < 0 ? payload.length : gt)
    i = gt < 0 ? payload.length : gt + 1
    const voice = /^v(?:\.[^\s]*)?[\s]+([\s\S]*)$/.exec(tag)
    if (voice) {
      flush()
      speaker = clean1(decodeHTML(voice[1])) || fallback
    } else if (tag === '/v') {
      flush()
    }
  }
  flush()
  return spans
}

const clean1 = (s: string) => s.replace(/\s+/g, ' ').trim()
