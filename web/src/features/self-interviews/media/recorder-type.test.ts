import { describe, expect, it } from 'vitest'
import { deviceProblem, pickMimeType } from './recorder-type'

describe('recording type', () => {
  it('takes the first supported container for the mode', () => {
    expect(pickMimeType('audio', (t) => t.startsWith('audio/webm'))).toBe('audio/webm;codecs=opus')
    expect(pickMimeType('audio', (t) => t === 'audio/mp4')).toBe('audio/mp4')
    expect(pickMimeType('video', (t) => t === 'video/mp4')).toBe('video/mp4')
    expect(pickMimeType('video', () => false)).toBeUndefined()
  })
  it('names why devices failed', () => {
    expect(deviceProblem(new DOMException('x', 'NotAllowedError'))).toBe('denied')
    expect(deviceProblem(new DOMException('x', 'NotFoundError'))).toBe('missing')
    expect(deviceProblem(new DOMException('x', 'NotReadableError'))).toBe('busy')
    expect(deviceProblem(new Error('x'))).toBe('unsupported')
  })
})
