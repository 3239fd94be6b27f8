// Password hashing: argon2id with t=2, m=19 MiB, p=1 (OWASP's minimum for argon2id).
import { hash, verify } from '@node-rs/argon2'

const OPTIONS = { algorithm: 2 as const, timeCost: 2, memoryCost: 19 * 1024, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
