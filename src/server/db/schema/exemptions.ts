// Emergency exemption reports: published on their own list, belonging to no project.
import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { editable, tstz } from './columns.ts'
import { assessmentDistricts } from './reference.ts'

export const emergencyExemptions = pgTable('emergency_exemptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  proponentName: text('proponent_name').notNull(),
  dateReceived: tstz('date_received').notNull(),
  publishedAt: tstz('published_at'),
  ...editable(),
})

export const emergencyExemptionDistricts = pgTable(
  'emergency_exemption_districts',
  {
    emergencyExemptionId: uuid('emergency_exemption_id')
      .notNull()
      .references(() => emergencyExemptions.id, { onDelete: 'cascade' }),
    assessmentDistrictId: text('assessment_district_id')
      .notNull()
      .references(() => assessmentDistricts.id),
  },
  (t) => [primaryKey({ columns: [t.emergencyExemptionId, t.assessmentDistrictId] })],
)
