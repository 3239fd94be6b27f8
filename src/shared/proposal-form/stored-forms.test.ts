// Every reader of a stored form is total: whatever a stored form holds (a field dropped, null, a
// value of another kind, lists of rubbish), it reads as a form of today whose every field has its
// type's kind, or as an explicit "cannot read"; never an exception, never a field a page would crash on.
import { describe, expect, it } from 'vitest'
import { completeGeneralForm, completeUploadForm, DAWSON_POLYGON, filledPlacerForm } from '../../../tests/factories/proposal-factory.ts'
import { migrateGeneralForm } from './migrate-general-form.ts'
import { migratePlacerForm } from './placer-form.ts'
import { readUploadForm } from './upload-form.ts'

const id = '6f1c1f9e-8a43-4c43-9d0e-3f8e2f0c2a11'
const DROPPED = Symbol('dropped')
/** What a stored field may hold instead of its value. */
const RUBBISH: unknown[] = [DROPPED, null, 0, -1.5, Number.NaN, 'text', '', true, false, [], [null, 7, 'x', true, [], {}], {}, { nested: null, list: [1] }]

/** The text fields whose type allows null (an id not chosen, a placeholder not given). */
const NULLABLE_TEXT = new Set(['subSubDrainageId', 'claimNumber', 'textBoxPlaceholder', 'effectGroupMoreInfo'])

/**
 * Whether `value` has the kinds of `model`, a form with a value in every field and an item in every
 * list: the same keys in every object, each list's items like the model's first, text where the
 * model has text; null stands only for a yes/no answer, a number or a text its type lets be null.
 */
function kindProblem(value: unknown, model: unknown, path = 'form'): string | null {
  if (model === null) return null
  if (Array.isArray(model)) {
    if (!Array.isArray(value)) return `${path} is not a list`
    for (const [i, item] of value.entries()) {
      const problem = model.length > 0 ? kindProblem(item, model[0], `${path}.${i}`) : null
      if (problem) return problem
    }
    return null
  }
  if (typeof model === 'object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${path} is not an object`
    const keys = (o: object) => Object.keys(o).sort().join(',')
    if (keys(value) !== keys(model)) return `${path} has keys ${keys(value)}, not ${keys(model)}`
    for (const key of Object.keys(model)) {
      const problem = kindProblem((value as Record<string, unknown>)[key], (model as Record<string, unknown>)[key], `${path}.${key}`)
      if (problem) return problem
    }
    return null
  }
  if (value === null && (typeof model === 'boolean' || typeof model === 'number' || NULLABLE_TEXT.has(path.split('.').pop()!))) return null
  if (typeof value === 'number' && !Number.isFinite(value)) return `${path} is ${value}`
  return typeof value === typeof model ? null : `${path} is ${JSON.stringify(value)}, not a ${typeof model}`
}

interface Reader {
  name: string
  /** A form with a value in every field and an item in every list. */
  full: Record<string, unknown>
  read: (stored: unknown) => Record<string, unknown> | null
  /** Fields without which the stored form is not one this app can read. */
  identity: string[]
}

const READERS: Reader[] = [
  {
    name: 'general',
    full: {
      ...completeGeneralForm(id, {
        isAgent: true,
        primaryContact: false,
        projectInYukon: true,
        authorizationsList: [{ agency: 'yg', department: 'EMR', authorization: 'Class 3' }],
        projectCoordinates: [{ ...DAWSON_POLYGON, projectLocationCoordinatesDms: [{ latitude: '64 3 36 N', longitude: '139 25 48 W' }] }],
        assessmentDistricts: ['dawson'],
        firstNations: ['trondek'],
        communitiesList: [{ nearestCommunity: 'Dawson City', distanceFromCommunity: '12' }],
        watersheds: ['Yukon'],
        watershedsFr: ['Yukon'],
        NTSIndexes: ['116B03'],
        communityDistances: ['Dawson City: 12 km'],
        closestCommunities: ['Dawson City'],
        settlementLands: [{ firstNation: 'trondek', parcels: ['R-1A'] }],
        drainages: [{ subSubDrainageId: 'b', majorDrainageName: 'Yukon', subDrainageName: 'Klondike', subSubDrainageName: 'Bonanza' }],
        drainagesFr: [{ subSubDrainageId: null, majorDrainageName: 'Yukon', subDrainageName: 'Klondike', subSubDrainageName: 'Bonanza' }],
        regionalLandUsePlans: ['Dawson'],
        yukonCommunities: ['Dawson City'],
        mitigationList: [{ effect: 'Dust', mitigation: 'Water', significance: 'Low' }],
        proposalAsDocument: 'notAsDocument',
      }),
    },
    read: (stored) => {
      const read = migrateGeneralForm(stored)
      return read.ok ? { ...read.form } : null
    },
    identity: ['version'],
  },
  {
    name: 'placer',
    full: { ...filledPlacerForm(id) },
    read: (stored) => {
      const read = migratePlacerForm(stored)
      return read.ok ? { ...read.form } : null
    },
    identity: ['version'],
  },
  {
    name: 'PDF upload',
    full: { ...completeUploadForm(id, { assessmentDistricts: ['dawson'], isAgent: true, proponentEmail: 'p@example.ca' }) },
    read: (stored) => readUploadForm(stored) as Record<string, unknown> | null,
    identity: ['version', 'projectId'],
  },
]

describe.each(READERS)('reading a stored $name form', ({ full, read, identity }) => {
  it('reads the full form as it is', () => {
    expect(read(full)).toEqual(full)
  })

  it('reads any field dropped, null, of another kind or a list of rubbish as a form of today, or refuses it when the field is its identity', () => {
    for (const key of Object.keys(full)) {
      for (const rubbish of RUBBISH) {
        const stored: Record<string, unknown> = { ...full }
        if (rubbish === DROPPED) delete stored[key]
        else stored[key] = rubbish
        const label = `${key} = ${rubbish === DROPPED ? 'dropped' : JSON.stringify(rubbish)}`
        let form: Record<string, unknown> | null = null
        expect(() => (form = read(stored)), label).not.toThrow()
        if (identity.includes(key) && form === null) continue
        expect(form, label).not.toBeNull()
        expect(kindProblem(form, full), label).toBeNull()
        // What was not touched is kept.
        for (const other of Object.keys(full)) if (other !== key && other !== 'version') expect(form![other], `${label}: ${other}`).toEqual(full[other])
      }
    }
  })

  it('reads rubbish inside every list item and group as a form of today', () => {
    for (const key of Object.keys(full)) {
      const value = full[key]
      if (typeof value !== 'object' || value === null) continue
      const items = Array.isArray(value) ? value : [value]
      for (const item of items) {
        if (typeof item !== 'object' || item === null) continue
        for (const field of Object.keys(item)) {
          for (const rubbish of RUBBISH) {
            const spoiled = { ...(item as Record<string, unknown>) }
            if (rubbish === DROPPED) delete spoiled[field]
            else spoiled[field] = rubbish
            const stored = { ...full, [key]: Array.isArray(value) ? [spoiled, null, 'x'] : spoiled }
            const form = read(stored)
            expect(kindProblem(form, full), `${key}.${field} = ${String(rubbish === DROPPED ? 'dropped' : JSON.stringify(rubbish))}`).toBeNull()
          }
        }
      }
    }
  })

  it('refuses what is not a form at all, never throwing', () => {
    for (const stored of [null, undefined, 'form', 42, [full], { ...full, version: 99 }, { ...full, version: '1' }]) expect(read(stored)).toBeNull()
  })
})
