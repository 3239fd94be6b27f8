// Public emergency exemption routes: the same for everyone, so kept as reference data offline.
import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { partialFiles } from '../../files/partial-files.ts'
import { emergencyExemptionsService } from './emergency-exemptions.service.ts'
import { routes } from './emergency-exemptions.routes.ts'

export function emergencyExemptionHandlers({ db, config, files }: AppDeps): Hono {
  const service = emergencyExemptionsService(db, files, partialFiles(config.dataDir))
  return new Hono()
    .get('/api/emergency-exemptions', routes.list, async (c) => c.json({ status: 'OK' as const, emergencyExemptions: await service.publicList() }, 200))
    .get('/api/emergency-exemptions/documents', routes.documents, async (c) =>
      c.json({ status: 'OK' as const, documents: await service.publicDocuments() }, 200),
    )
}
