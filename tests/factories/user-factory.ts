// Builds users and their relations to projects for tests; every field can be overridden.
import type { Database } from '../../src/server/db/client.ts'
import * as t from '../../src/server/db/schema/index.ts'
import type { ProjectRole } from '../../src/server/db/schema/index.ts'

let sequence = 0

export async function createUser(db: Database, overrides: Partial<typeof t.users.$inferInsert> = {}): Promise<typeof t.users.$inferSelect> {
  sequence += 1
  const [user] = await db
    .insert(t.users)
    .values({
      firstName: 'Test',
      lastName: `User ${sequence}`,
      email: `user${sequence}@example.ca`,
      emailConfirmedAt: new Date('2026-01-01T00:00:00Z'),
      ...overrides,
    })
    .returning()
  return user!
}

export async function giveRole(db: Database, userId: string, projectId: string, role: ProjectRole, organizationId: string | null = null): Promise<void> {
  await db.insert(t.projectUserRoles).values({ userId, projectId, role, organizationId })
}
