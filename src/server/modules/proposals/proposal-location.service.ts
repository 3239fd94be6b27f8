// The registry's own look-up of a general-form proposal's location, on create, update and submit:
// a draft that arrives with shapes but owing a look-up (none could run on the device, with no
// connection and no layers there; or an earlier release saved it without one) is looked up here
// with the same module and layers as the browser, so that no proposal reaches the office without
// the districts, First Nations and map sheets its shapes fall in. What the person chose by hand
// stays (shared/proposal-form/general-form-location detectedFields). The PDF upload has no shapes:
// its districts are the person's choice from its checklist (decision 0011).
import type { Database } from '../../db/client.ts'
import { shapesOf } from '../../../shared/geo/geojson.ts'
import { detectedFields, lookupGeoJsonOf, needsLocationLookup } from '../../../shared/proposal-form/general-form-location.ts'
import { migrateGeneralForm } from '../../../shared/proposal-form/migrate-general-form.ts'
import type { ProposalFields, ProposalKind } from '../../../shared/schemas/proposal.ts'
import { lookupService } from '../geo/lookup.service.ts'

export interface Located<Fields> {
  form: Record<string, unknown>
  fields: Fields
}

export function proposalLocationService(db: Database) {
  const lookups = lookupService(db)
  return {
    /**
     * The form and fields as they are, or with the look-up's answer when one is owed: in form1, and in
     * the districts and First Nations the project is linked to. Runs outside any transaction (the
     * layers are read once per version).
     */
    async complete<Fields extends Pick<ProposalFields, 'assessmentDistricts' | 'firstNations'>>(
      kind: ProposalKind,
      form: Record<string, unknown>,
      fields: Fields,
    ): Promise<Located<Fields>> {
      if (kind !== 'general') return { form, fields }
      const read = migrateGeneralForm(form)
      if (!read.ok || !needsLocationLookup(read.form)) return { form, fields }
      const shapes = shapesOf(lookupGeoJsonOf(read.form.projectCoordinates))
      if (!shapes.ok) return { form, fields }
      const found = detectedFields(await lookups.lookup(shapes.shapes), read.form)
      return {
        form: { ...form, ...found },
        fields: { ...fields, assessmentDistricts: found.assessmentDistricts, firstNations: found.firstNations },
      }
    },
  }
}
