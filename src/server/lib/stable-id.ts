// Name-based UUIDs (RFC 9562 version 5): the same name always gives the same id, so reference
// records that the public export names but does not number get one id on every install.
import { createHash } from 'node:crypto'

const NAMESPACE = Buffer.from('6f1c2a4e5b7d48e9a0c3d2b1e4f5a6b7', 'hex')

export function stableId(kind: string, name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`${kind}:${name.trim().toLowerCase()}`).digest()
  const bytes = hash.subarray(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
