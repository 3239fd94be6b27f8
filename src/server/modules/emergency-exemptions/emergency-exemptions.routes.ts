// Contracts of the public emergency exemption routes (spec proposals-and-accounts §7 "Public data").
import { contract } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/emergency-exemptions.ts'

const tags = ['Emergency exemptions']

export const routes = {
  list: contract({ tags, summary: 'The published emergency exemption reports, newest received first', ok: s.EmergencyExemptionsResponse }),
  documents: contract({
    tags,
    summary: 'The documents of the published emergency exemption reports, each with its report; the file downloads at /api/uploads/{unredactedUploadId}',
    ok: s.EmergencyExemptionDocumentsResponse,
  }),
}
