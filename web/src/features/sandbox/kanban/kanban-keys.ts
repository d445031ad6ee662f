// Boards and items share one drag context, so their drag ids carry a kind prefix.
export const boardKey = (id: number) => `board-${id}`
export const itemKey = (id: number) => `item-${id}`

export function parseKey(key: string | number): { kind: 'board' | 'item'; id: number } | null {
  const match = /^(board|item)-(\d+)$/.exec(String(key))
  return match ? { kind: match[1] as 'board' | 'item', id: Number(match[2]) } : null
}
