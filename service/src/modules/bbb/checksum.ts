import { createHash } from 'node:crypto'

export const CHECKSUM_ALGORITHMS = ['sha1', 'sha256', 'sha384', 'sha512'] as const
export type ChecksumAlgorithm = (typeof CHECKSUM_ALGORITHMS)[number]

/** Hex length of each digest: BigBlueButton tells the algorithm from the checksum's length. */
export const HEX_LENGTH: Record<ChecksumAlgorithm, number> = { sha1: 40, sha256: 64, sha384: 96, sha512: 128 }

/** hex(H(call + query + secret)) over the exact query string that is sent (without the checksum itself). */
export function bbbChecksum(call: string, query: string, secret: string, algorithm: ChecksumAlgorithm): string {
  return createHash(algorithm)
    .update(call + query + secret)
    .digest('hex')
}

/**
 * Encodes the parameters once (URLSearchParams: a space becomes `+`, as BigBlueButton's own examples do)
 * and signs that very string, so what is hashed is byte for byte what the server receives.
 */
export function signedQuery(
  call: string,
  params: Record<string, string | number | boolean | undefined>,
  secret: string,
  algorithm: ChecksumAlgorithm,
): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.append(key, String(value))
  const query = search.toString()
  const checksum = bbbChecksum(call, query, secret, algorithm)
  return query ? `${query}&checksum=${checksum}` : `checksum=${checksum}`
}

/** The algorithm a received checksum was made with, by its length (as the server decides). */
export function algorithmOfChecksum(checksum: string): ChecksumAlgorithm | undefined {
  return CHECKSUM_ALGORITHMS.find((a) => HEX_LENGTH[a] === checksum.length)
}
