// Contracts of the placer form's catalogue (spec proposals-and-accounts §7).
import { contract } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/placer-catalogue.ts'

const tags = ['Reference data']

export const routes = {
  form2Type: contract({
    tags,
    summary: 'The activities of a form-2 type ("placer"), with the effects each brings and their mitigation options, in English and French',
    ok: s.Form2TypeResponse,
    errors: { 404: 'No form-2 type has that id' },
  }),
  effects: contract({
    tags,
    summary: 'The placer form’s adverse effects, by effect group, with their mitigation options, in English and French',
    ok: s.EffectsResponse,
  }),
}
