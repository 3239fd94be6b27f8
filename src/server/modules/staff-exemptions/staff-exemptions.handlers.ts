// The office's emergency exemption routes under /api/staff/emergency-exemptions: managers and
// administrators (staffOnly('manager')); other staff are told their role does not allow it.
import { Hono } from 'hono'
import type { Context } from 'hono'
import * as v from 'valibot'
import type { AppDeps } from '../../app-deps.ts'
import { withReceivedUpload } from '../../files/incoming-files.ts'
import { AppError } from '../../http/app-error.ts'
import { body } from '../../http/openapi.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { NewEmergencyExemption } from '../../../shared/schemas/emergency-exemptions.ts'
import { DocumentDescription } from '../../../shared/schemas/proposal-document.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { emergencyExemptionsService } from '../emergency-exemptions/emergency-exemptions.service.ts'
import { partialFiles } from '../../files/partial-files.ts'
import { actorOf, staffAccess } from '../staff-access/staff-access.ts'
import { routes } from './staff-exemptions.routes.ts'

const OK = 'OK' as const

const idOf = (c: Context, name: string, message: string) => {
  const id = c.req.param(name) ?? ''
  if (!UUID_PATTERN.test(id)) throw AppError.notFound(message)
  return id.toLowerCase()
}
const exemptionIdOf = (c: Context) => idOf(c, 'exemptionId', 'This emergency exemption report was not found.')

function descriptionOf(value: string | undefined): string {
  const parsed = v.safeParse(DocumentDescription, value ?? '')
  if (!parsed.success) throw AppError.badRequest('Keep the description under 50 characters.', 'description')
  return parsed.output
}

export function staffExemptionHandlers({ db, clock, config, files }: AppDeps, { auth }: AuthServices): Hono {
  const partials = partialFiles(config.dataDir)
  const service = emergencyExemptionsService(db, files, partials)
  const { staffOnly, staffCaller } = staffAccess(auth)
  const by = (c: Context) => actorOf(staffCaller(c))
  const managers = staffOnly('manager')

  const E = '/api/staff/emergency-exemptions/:exemptionId'
  return new Hono()
    .get('/api/staff/emergency-exemptions', routes.list, managers, async (c) => c.json({ status: OK, emergencyExemptions: await service.staffList() }, 200))
    .post('/api/staff/emergency-exemptions', routes.create, managers, body(NewEmergencyExemption), async (c) =>
      c.json({ status: OK, emergencyExemptionId: await service.create(c.req.valid('json'), by(c), clock()) }, 200),
    )
    .put(`${E}/documents`, routes.addDocument, managers, async (c) => {
      const exemptionId = exemptionIdOf(c)
      const documentId = await withReceivedUpload(
        c,
        partials,
        (fileName, contentType) => service.checkFile(fileName, contentType),
        ({ file, fields }) => service.addDocument(exemptionId, { ...file, description: descriptionOf(fields.description) }, by(c), clock()),
      )
      return c.json({ status: OK, documentId }, 200)
    })
    .post(`${E}/documents/:documentId/remove`, routes.removeDocument, managers, async (c) => {
      await service.removeDocument(exemptionIdOf(c), idOf(c, 'documentId', 'This document was not found.'), by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .post(`${E}/publish`, routes.publish, managers, async (c) => {
      await service.setPublished(exemptionIdOf(c), true, by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .post(`${E}/unpublish`, routes.unpublish, managers, async (c) => {
      await service.setPublished(exemptionIdOf(c), false, by(c), clock())
      return c.json({ status: OK }, 200)
    })
}
