const AUDIO = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus']
const VIDEO = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp8', 'video/webm', 'video/mp4']

/**
 * The first container this browser can record for the mode (Chrome and Firefox: WebM/Opus or VP8, Safari:
 * MP4/AAC); undefined lets MediaRecorder pick its default.
 */
export function pickMimeType(
  mode: 'audio' | 'video',
  isTypeSupported: (t: string) => boolean = (t) => MediaRecorder.isTypeSupported(t),
): string | undefined {
  return (mode === 'video' ? VIDEO : AUDIO).find((t) => isTypeSupported(t))
}

/** Why the devices could not be used, as a key of the device-check messages. */
export function deviceProblem(error: unknown): 'denied' | 'missing' | 'busy' | 'unsupported' {
  const name = error instanceof DOMException || error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing'
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy'
  return 'unsupported'
}
