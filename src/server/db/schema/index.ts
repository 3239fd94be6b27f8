// Every table, for Drizzle and drizzle-kit.
export * from './reference.ts'
export * from './users.ts'
export * from './projects.ts'
export * from './documents.ts'
export * from './participation.ts'
export * from './notifications.ts'
export * from './exemptions.ts'
export * from './audit.ts'
