import { describe, expect, it } from 'vitest'
import { emptyGeneralForm } from './general-form'
import type { GeneralForm } from './general-form'
import { emptyPlacerForm } from './placer-form'
import { emptyUploadForm } from './upload-form'
import { changedFields, fieldsChangedSince, mergeFieldsOf, mergeProposal, rebase, resolveConflict, stampChanges } from './merge-fields'
import type { ProposalVersion } from './merge-fields'

const ID = '3f1c7a52-9d1e-4d7b-a8a1-0c6d2f5e9b10'

/** A general draft as a device or the registry has it: the form and the project's fields from it. */
function general(overrides: Partial<GeneralForm> = {}): ProposalVersion {
  const form = { ...emptyGeneralForm(ID, 'en'), projectTitle: 'Camp', ...overrides }
  const { projectTitle, proponentName, isAgent, assessmentDistricts, firstNations } = form
  return { form, project: { projectTitle, proponentName, isAgent, assessmentDistricts, firstNations } }
}

describe('mergeFieldsOf', () => {
  it('makes a field of each item the conflict view shows, with the keys derived from it', () => {
    const fields = mergeFieldsOf('general')
    expect(fields.find((f) => f.name === 'mailingAddress')?.formKeys).toHaveLength(5)
    expect(fields.find((f) => f.name === 'projectLocation')?.formKeys).toEqual(['projectCoordinates', 'yukonNorthSlope', 'locationLookup'])
    expect(fields.find((f) => f.name === 'projectTitle')?.projectKeys).toEqual(['projectTitle'])
    expect(mergeFieldsOf('placer').find((f) => f.name === 'activities')?.formKeys).toEqual(['projectActivities', 'otherProjectActivities', 'activities'])
  })

  it('covers every stored key of each form but where the person is, and the project’s fields no form key holds', () => {
    const cases = [
      ['general', emptyGeneralForm(ID, 'en')],
      ['placer', emptyPlacerForm(ID, 'en')],
      ['upload', emptyUploadForm(ID, 'en')],
    ] as const
    for (const [kind, form] of cases) {
      const fields = mergeFieldsOf(kind)
      const covered = new Set(fields.flatMap((f) => f.formKeys))
      expect(Object.keys(form).filter((key) => !covered.has(key))).toEqual(
        kind === 'placer'
          ? ['version', 'projectId', 'language', 'part', 'subPartIndex']
          : kind === 'general'
            ? ['version', 'projectId', 'language', 'part']
            : ['version', 'projectId', 'language'],
      )
    }
    expect(mergeFieldsOf('upload').find((f) => f.name === 'firstNations')).toEqual({ name: 'firstNations', formKeys: [], projectKeys: ['firstNations'] })
  })

  it('gives a key no item knows a field of its own', () => {
    const odd = general()
    odd.form = { ...odd.form, toolNote: 'x' }
    expect(mergeFieldsOf('general', [odd]).at(-1)).toEqual({ name: 'toolNote', formKeys: ['toolNote'], projectKeys: [] })
  })
})

describe('changedFields', () => {
  it('names the fields that differ, and not a move to another part', () => {
    expect(changedFields('general', general(), general({ part: 4 }))).toEqual([])
    expect(changedFields('general', general(), general({ contactPhone: '867-555-0100', proponentMailingAddressCity: 'Dawson' }))).toEqual([
      'mailingAddress',
      'contactPhone',
    ])
  })

  it('takes the project’s lists as sets', () => {
    const a = general({ assessmentDistricts: ['1', '2'] })
    const b = general({ assessmentDistricts: ['1', '2'] })
    b.project = { ...b.project, assessmentDistricts: ['2', '1'] }
    expect(changedFields('general', a, b)).toEqual([])
  })
})

describe('mergeProposal', () => {
  const base = general()

  it('keeps both devices’ changes to different fields', () => {
    const saved = general({ contactPhone: '867-555-0100' })
    const sent = general({ projectTitle: 'Camp at Moosehide Creek', part: 3 })
    const { merged, conflicts, changed, kept } = mergeProposal({
      kind: 'general',
      saved,
      sent,
      sentChanged: changedFields('general', base, sent),
      savedChanged: new Set(['contactPhone']),
    })
    expect(conflicts).toEqual([])
    expect(changed).toEqual(['projectTitle'])
    expect(kept).toEqual(['contactPhone'])
    expect(merged.form).toMatchObject({ projectTitle: 'Camp at Moosehide Creek', contactPhone: '867-555-0100', part: 3 })
    expect(merged.project.projectTitle).toBe('Camp at Moosehide Creek')
  })

  it('reports a field both changed to different values, with both values, and saves nothing of it', () => {
    const saved = general({ contactPhone: '867-555-0100' })
    const sent = general({ contactPhone: '867-555-0199', contactPerson: 'Ann' })
    const result = mergeProposal({ kind: 'general', saved, sent, sentChanged: ['contactPhone', 'contactPerson'], savedChanged: new Set(['contactPhone']) })
    expect(result.conflicts).toEqual([{ field: 'contactPhone', sent: { contactPhone: '867-555-0199' }, saved: { contactPhone: '867-555-0100' } }])
  })

  it('is no conflict when both made the same change, and no change when only the part moved', () => {
    const saved = general({ contactPhone: '867-555-0100' })
    const result = mergeProposal({
      kind: 'general',
      saved,
      sent: general({ contactPhone: '867-555-0100', part: 6 }),
      sentChanged: ['contactPhone'],
      savedChanged: new Set(['contactPhone']),
    })
    expect(result).toMatchObject({ conflicts: [], changed: [], kept: [] })
  })

  it('counts every field sent as changed when the device names none, as an older app does', () => {
    const saved = general({ contactPhone: '867-555-0100' })
    const sent = general({ projectTitle: 'New' })
    const result = mergeProposal({ kind: 'general', saved, sent, sentChanged: undefined, savedChanged: new Set(['contactPhone']) })
    expect(result.conflicts.map((c) => c.field)).toEqual(['contactPhone'])
    expect(mergeProposal({ kind: 'general', saved, sent, sentChanged: undefined, savedChanged: new Set() }).merged.form).toMatchObject({
      projectTitle: 'New',
      contactPhone: '',
    })
  })

  it('takes the project’s fields with the form field of the same name', () => {
    const upload = (title: string, firstNations: string[] = []): ProposalVersion => ({
      form: { ...emptyUploadForm(ID, 'en'), projectTitle: title },
      project: { projectTitle: title, proponentName: '', isAgent: false, assessmentDistricts: [], firstNations },
    })
    const { merged } = mergeProposal({
      kind: 'upload',
      saved: upload('Old', ['fn-1']),
      sent: upload('New'),
      sentChanged: ['projectTitle'],
      savedChanged: new Set(['firstNations']),
    })
    expect(merged.project).toMatchObject({ projectTitle: 'New', firstNations: ['fn-1'] })
    expect(merged.form.projectTitle).toBe('New')
  })
})

describe('revision stamps', () => {
  it('finds the fields the registry changed after a revision', () => {
    const fields = mergeFieldsOf('general')
    const stamps = stampChanges('general', {}, general(), general({ contactPhone: '1', part: 2, projectTitle: 'B' }), 3)
    expect(stamps).toEqual({ contactPhone: 3, projectTitle: 3, 'project.projectTitle': 3 })
    expect([...fieldsChangedSince(fields, stamps, 2)]).toEqual(['projectTitle', 'contactPhone'])
    expect(fieldsChangedSince(fields, stamps, 3).size).toBe(0)
  })
})

describe('resolveConflict', () => {
  it('takes each field in conflict as chosen, the device’s other changes, and the registry’s others', () => {
    const base = general()
    const mine = general({ contactPhone: 'mine', contactPerson: 'Ann', projectPurpose: '<p>mine</p>', part: 5 })
    const saved = general({ contactPhone: 'theirs', projectPurpose: '<p>theirs</p>', additionalInformation: '<p>theirs</p>' })
    const resolved = resolveConflict('general', { base, mine, saved }, { contactPhone: 'theirs', projectPurpose: 'mine' })
    expect(resolved.form).toMatchObject({
      contactPhone: 'theirs',
      contactPerson: 'Ann',
      projectPurpose: '<p>mine</p>',
      additionalInformation: '<p>theirs</p>',
      part: 5,
    })
    expect(changedFields('general', saved, resolved)).toEqual(['contactPerson', 'projectPurpose'])
  })
})

describe('rebase', () => {
  it('takes the registry’s merged values but keeps what was edited here since the save left', () => {
    const sent = general({ projectTitle: 'Sent' })
    const local = general({ projectTitle: 'Sent', contactPerson: 'Typed meanwhile', part: 7 })
    const saved = general({ projectTitle: 'Sent', contactPhone: 'From the tablet', contactPerson: '' })
    expect(rebase('general', { sent, local, saved }).form).toMatchObject({
      projectTitle: 'Sent',
      contactPhone: 'From the tablet',
      contactPerson: 'Typed meanwhile',
      part: 7,
    })
  })
})
