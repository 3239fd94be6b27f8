import { describe, expect, it } from 'vitest'
import { emptyGeneralForm } from './general-form.ts'
import { migrateGeneralForm, readGeneralForm } from './migrate-general-form.ts'

const id = '6f1c1f9e-8a43-4c43-9d0e-3f8e2f0c2a11'

describe('reading a stored general form', () => {
  it('reads version 5 as it is', () => {
    const form = { ...emptyGeneralForm(id, 'fr'), proponentName: 'Klondike Gold', part: 6 }
    expect(migrateGeneralForm(form)).toEqual({ ok: true, form, fromVersion: 5 })
  })

  it('brings version 3 up: contactName is carried into contactPerson, added fields get their defaults', () => {
    const v3 = {
      version: 3,
      projectId: id,
      proponentName: 'Klondike Gold',
      contactName: 'Ada Lovelace',
      proposalAsDocument: true,
      communitiesList: [{ nearestCommunity: 'Mayo', distanceFromCommunity: 12.5 }],
      part: 4,
    }
    const result = migrateGeneralForm(v3)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.fromVersion).toBe(3)
    expect(result.form.version).toBe(5)
    expect(result.form.contactPerson).toBe('Ada Lovelace')
    expect(result.form).not.toHaveProperty('contactName')
    expect(result.form.authorizationsList).toEqual([])
    expect(result.form.language).toBe('en')
    expect(result.form.projectPurpose).toBe('')
    expect(result.form.navigableWaterbody).toBeNull()
    expect(result.form.infrastructureFunding).toBeNull()
    expect(result.form.proposalAsDocument).toBe('asDocument')
    expect(result.form.communitiesList).toEqual([{ nearestCommunity: 'Mayo', distanceFromCommunity: '12.5' }])
    expect(result.form.part).toBe(4)
  })

  it('mends a version-5 draft whose nearest community distance was stored as a number', () => {
    const result = migrateGeneralForm({
      version: 5,
      projectId: id,
      communitiesList: [{ nearestCommunity: 'Mayo', distanceFromCommunity: 12.5 }, 'not an entry'],
    })
    expect(result.ok && result.form.communitiesList).toEqual([{ nearestCommunity: 'Mayo', distanceFromCommunity: '12.5' }])
  })

  it('brings version 4 up: the distance becomes text and the document choice a word', () => {
    const v4 = {
      version: 4,
      projectId: id,
      language: 'fr',
      contactPerson: 'Jeanne',
      proposalAsDocument: false,
      watershedsFr: ['Yukon'],
      communitiesList: [{ nearestCommunity: 'Faro', distanceFromCommunity: 3 }],
    }
    const result = migrateGeneralForm(v4)
    if (!result.ok) throw new Error('refused')
    expect(result.fromVersion).toBe(4)
    expect(result.form.language).toBe('fr')
    expect(result.form.contactPerson).toBe('Jeanne')
    expect(result.form.proposalAsDocument).toBe('notAsDocument')
    expect(result.form.watershedsFr).toEqual(['Yukon'])
    expect(result.form.drainagesFr).toEqual([])
    expect(result.form.communitiesList).toEqual([{ nearestCommunity: 'Faro', distanceFromCommunity: '3' }])
  })

  it('keeps a version 3 contactPerson over contactName, and leaves an unset document choice unset', () => {
    const result = migrateGeneralForm({ version: 3, projectId: id, contactName: 'Old', contactPerson: 'New' })
    if (!result.ok) throw new Error('refused')
    expect(result.form.contactPerson).toBe('New')
    expect(result.form.proposalAsDocument).toBe('')
  })

  it('fills missing fields, replaces values of the wrong kind, drops unknown ones and keeps the part between 1 and 8', () => {
    const result = migrateGeneralForm({
      version: 5,
      projectId: id,
      proponentName: 42,
      isAgent: true,
      part: 12,
      primaryContact: 'yes',
      stray: 1,
      settlementLandStatus: { isSettlement: true },
    })
    if (!result.ok) throw new Error('refused')
    const empty = emptyGeneralForm(id, 'en')
    expect(result.form).toEqual({ ...empty, isAgent: true, part: 8, settlementLandStatus: { ...empty.settlementLandStatus, isSettlement: true } })
  })

  it('owes a look-up for a draft saved with shapes and nothing found for them, as drafts written offline were', () => {
    const line = {
      projectLocationType: 'line',
      builtFrom: 'manual',
      projectLocationCoordinates: [
        { latitude: 60.7, longitude: -135 },
        { latitude: 60.8, longitude: -135.1 },
      ],
      projectLocationCoordinatesDms: [],
    }
    const offline = migrateGeneralForm({ version: 5, projectId: id, projectCoordinates: [line] })
    expect(offline.ok && offline.form.locationLookup).toEqual({ pending: true, assessmentDistricts: [], firstNations: [] })
    const lookedUp = migrateGeneralForm({ version: 4, projectId: id, projectCoordinates: [line], assessmentDistricts: ['d1'], NTSIndexes: ['105D/14'] })
    expect(lookedUp.ok && lookedUp.form.locationLookup).toEqual({ pending: false, assessmentDistricts: [], firstNations: [] })
    const kept = migrateGeneralForm({ version: 5, projectId: id, locationLookup: { pending: true, assessmentDistricts: ['d1', 7], firstNations: 'th' } })
    expect(kept.ok && kept.form.locationLookup).toEqual({ pending: true, assessmentDistricts: ['d1'], firstNations: [] })
  })

  it('refuses unknown, older and newer versions and things that are not forms', () => {
    expect(migrateGeneralForm({ version: 6 })).toEqual({ ok: false, reason: 'newer-version', version: 6 })
    expect(migrateGeneralForm({ version: 2 })).toEqual({ ok: false, reason: 'unknown-version', version: 2 })
    expect(migrateGeneralForm({ version: '5' })).toEqual({ ok: false, reason: 'unknown-version', version: '5' })
    expect(migrateGeneralForm({})).toEqual({ ok: false, reason: 'unknown-version', version: undefined })
    expect(migrateGeneralForm([1])).toMatchObject({ ok: false, reason: 'not-a-form' })
    expect(migrateGeneralForm(null)).toMatchObject({ ok: false, reason: 'not-a-form' })
  })

  it('reads form1 JSON text', () => {
    expect(readGeneralForm('{not json')).toMatchObject({ ok: false, reason: 'not-a-form' })
    expect(readGeneralForm(JSON.stringify({ version: 4, projectId: id }))).toMatchObject({ ok: true, fromVersion: 4 })
  })
})
