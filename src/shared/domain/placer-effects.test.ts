import { describe, expect, it } from 'vitest'
import type { CatalogueActivity, CatalogueEffect, MitigationOption } from '../schemas/placer-catalogue.ts'
import {
  catalogueSnapshot,
  changeActivity,
  chooseMitigation,
  effectGroupNameIn,
  effectGroupsFor,
  effectStepIndex,
  effectSteps,
  explainMitigation,
  hasChosenActivity,
  isChosen,
  mitigationReview,
  namedNewEffects,
} from './placer-effects.ts'
import type { ProjectMitigation } from './placer-effects.ts'

const option = (id: string, noneApply = false): MitigationOption => ({ mitigationOptionId: id, description: `${id} en`, descriptionFr: `${id} fr`, noneApply })

const effect = (effectId: string, effectGroup: string): CatalogueEffect => ({
  effectId,
  name: effectId,
  nameFr: null,
  description: '',
  descriptionFr: null,
  effectGroup,
  effectGroupFr: `${effectGroup} fr`,
  effectGroupMoreInfo: null,
  effectGroupMoreInfoFr: null,
  mitigationOptions: [option(`${effectId}-a`), option(`${effectId}-b`), option(`${effectId}-none`, true)],
})

const EFFECTS = [effect('sediment', 'Fish'), effect('habitat', 'Fish'), effect('flow', 'Water'), effect('bears', 'Wildlife'), effect('dust', 'Air')]

const activity = (activityId: string, effectIds: string[]): CatalogueActivity => ({
  activityId,
  name: activityId,
  nameFr: null,
  activityGroup: 'Mining',
  activityGroupFr: null,
  hasTextBox: false,
  textBoxPlaceholder: null,
  textBoxPlaceholderFr: null,
  effects: effectIds.map((effectId) => ({ effectId, mitigationOptions: EFFECTS.find((e) => e.effectId === effectId)!.mitigationOptions })),
})

const ACTIVITIES = [activity('sluicing', ['flow', 'sediment']), activity('camp', ['bears']), activity('road', ['dust', 'habitat', 'sediment'])]
const checked = (...ids: string[]) => ids.map((activityId) => ({ activityId, description: '', checked: true }))

describe('the activities part', () => {
  it('needs a checked standard activity or a checked other activity with a name', () => {
    expect(hasChosenActivity([], [])).toBe(false)
    expect(hasChosenActivity([{ activityId: 'camp', description: 'x', checked: false }], [{ name: 'Helicopter', description: '', checked: false }])).toBe(false)
    expect(hasChosenActivity([], [{ name: '  ', description: 'a drone', checked: true }])).toBe(false)
    expect(hasChosenActivity(checked('camp'), [])).toBe(true)
    expect(hasChosenActivity([], [{ name: 'Helicopter', description: '', checked: true }])).toBe(true)
  })

  it('adds an activity when first touched and changes it in place after', () => {
    const once = changeActivity([], 'camp', { checked: true })
    expect(once).toEqual([{ activityId: 'camp', description: '', checked: true }])
    const twice = changeActivity(changeActivity(once, 'road', { description: '2 km' }), 'camp', { description: '6 people' })
    expect(twice).toEqual([
      { activityId: 'camp', description: '6 people', checked: true },
      { activityId: 'road', description: '2 km', checked: false },
    ])
  })
})

describe('the effects the checked activities bring', () => {
  it('are grouped by effect group, groups and effects in catalogue order, each once', () => {
    const groups = effectGroupsFor(ACTIVITIES, EFFECTS, checked('road', 'sluicing'))
    expect(groups.map((g) => [g.effectGroup, g.effects.map((e) => e.effectId)])).toEqual([
      ['Fish', ['sediment', 'habitat']],
      ['Water', ['flow']],
      ['Air', ['dust']],
    ])
    expect(groups[0]!.effects[0].effectGroupFr).toBe('Fish fr')
  })

  it('leave out unchecked activities, and none are brought by none', () => {
    expect(
      effectGroupsFor(ACTIVITIES, EFFECTS, [{ activityId: 'camp', description: '', checked: false }, ...checked('sluicing')]).map((g) => g.effectGroup),
    ).toEqual(['Fish', 'Water'])
    expect(effectGroupsFor(ACTIVITIES, EFFECTS, [])).toEqual([])
  })

  it('are grouped alike from the catalogue and from the copy of it a form keeps', () => {
    const kept = catalogueSnapshot({ activities: ACTIVITIES, effects: EFFECTS }, 'fr')
    const fromCatalogue = effectGroupsFor(ACTIVITIES, EFFECTS, checked('camp', 'road'))
    const fromForm = effectGroupsFor(kept.activities, kept.effects, checked('camp', 'road'))
    expect(fromForm.map((g) => g.effects.map((e) => e.effectId))).toEqual(fromCatalogue.map((g) => g.effects.map((e) => e.effectId)))
    expect(fromForm.map((g) => g.effectGroup)).toEqual(['Fish fr', 'Wildlife fr', 'Air fr'])
  })

  it('are stepped through group by group, then Other', () => {
    const steps = effectSteps(effectGroupsFor(ACTIVITIES, EFFECTS, checked('camp', 'sluicing')))
    expect(steps.map((s) => (s.kind === 'group' ? s.group.effectGroup : 'Other'))).toEqual(['Fish', 'Water', 'Wildlife', 'Other'])
    expect(effectSteps([])).toEqual([{ kind: 'other' }])
  })

  it('keep a stored step within the steps there are now', () => {
    const steps = effectSteps(effectGroupsFor(ACTIVITIES, EFFECTS, checked('camp')))
    expect(effectStepIndex(steps, 7)).toBe(1)
    expect(effectStepIndex(steps, -2)).toBe(0)
    expect(effectStepIndex(steps, Number.NaN)).toBe(0)
  })
})

describe('the "none apply" mitigation', () => {
  const sediment = EFFECTS[0]!
  const [a, b, none] = sediment.mitigationOptions as [MitigationOption, MitigationOption, MitigationOption]

  it('clears the effect’s other mitigations when chosen, keeping what was written', () => {
    let kept: ProjectMitigation[] = chooseMitigation([], sediment, a, true)
    kept = chooseMitigation(kept, sediment, b, true)
    kept = explainMitigation(kept, 'sediment', b, 'ponds sized for 2 pumps')
    kept = chooseMitigation(kept, sediment, none, true)
    expect(kept).toEqual([
      {
        effectId: 'sediment',
        mitigations: [
          { description: 'sediment-a en', checked: false, reasoning: '' },
          { description: 'sediment-b en', checked: false, reasoning: 'ponds sized for 2 pumps' },
          { description: 'sediment-none en', checked: true, reasoning: '' },
        ],
      },
    ])
  })

  it('is cleared when another mitigation is chosen', () => {
    let kept = chooseMitigation([], sediment, none, true)
    kept = explainMitigation(kept, 'sediment', none, 'no water used')
    kept = chooseMitigation(kept, sediment, a, true)
    expect(isChosen(kept, 'sediment', none)).toBe(false)
    expect(isChosen(kept, 'sediment', a)).toBe(true)
    expect(kept[0]!.mitigations.find((m) => m.description === none.description)?.reasoning).toBe('no water used')
  })

  it('touches only its own effect, and unchoosing clears nothing else', () => {
    const habitat = EFFECTS[1]!
    let kept = chooseMitigation([], habitat, habitat.mitigationOptions[0]!, true)
    kept = chooseMitigation(kept, sediment, a, true)
    kept = chooseMitigation(kept, sediment, b, true)
    kept = chooseMitigation(kept, sediment, none, true)
    expect(isChosen(kept, 'habitat', habitat.mitigationOptions[0]!)).toBe(true)
    kept = chooseMitigation(chooseMitigation(kept, sediment, a, true), sediment, b, true)
    kept = chooseMitigation(kept, sediment, a, false)
    expect([a, b, none].map((o) => isChosen(kept, 'sediment', o))).toEqual([false, true, false])
  })

  it('reads a mitigation kept in French, and clears one the catalogue no longer lists', () => {
    const stored: ProjectMitigation[] = [
      {
        effectId: 'sediment',
        mitigations: [
          { description: 'sediment-a fr', checked: true, reasoning: '' },
          { description: 'a mitigation since reworded', checked: true, reasoning: '' },
        ],
      },
    ]
    expect(isChosen(stored, 'sediment', a)).toBe(true)
    const kept = chooseMitigation(stored, sediment, none, true)
    expect(kept[0]!.mitigations.filter((m) => m.checked).map((m) => m.description)).toEqual(['sediment-none en'])
  })
})

describe('the review of the mitigations', () => {
  it('lists each group’s effects with their chosen mitigations in the order offered, an unlisted one last', () => {
    const groups = effectGroupsFor(ACTIVITIES, EFFECTS, checked('sluicing'))
    const sediment = EFFECTS[0]!
    let kept = chooseMitigation([], sediment, sediment.mitigationOptions[1]!, true)
    kept = chooseMitigation(kept, sediment, sediment.mitigationOptions[0]!, true)
    kept = [
      { effectId: 'sediment', mitigations: [...kept[0]!.mitigations, { description: 'old wording', checked: true, reasoning: 'why' }] },
      { effectId: 'dust', mitigations: [{ description: 'dust-a en', checked: true, reasoning: '' }] },
    ]
    const review = mitigationReview(groups, kept)
    expect(review.map((g) => [g.group.effectGroup, g.effects.map((e) => [e.effect.effectId, e.chosen.map((c) => c.description)])])).toEqual([
      ['Fish', [['sediment', ['sediment-a en', 'sediment-b en', 'old wording']]]],
      ['Water', [['flow', []]]],
    ])
    expect(review[0]!.effects[0]!.chosen.map((c) => c.option?.mitigationOptionId ?? null)).toEqual(['sediment-a', 'sediment-b', null])
  })

  it('shows the new effects that have a name or a description', () => {
    expect(
      namedNewEffects([
        { effectName: 'Ice jams', effectDescription: '' },
        { effectName: ' ', effectDescription: '' },
        { effectName: '', effectDescription: 'glaciation' },
      ]).map((m) => m.effectName),
    ).toEqual(['Ice jams', ''])
  })
})

describe('what the form keeps of the catalogue', () => {
  it('names activities and effects in the proposal’s language, English where French is missing, options by their English key', () => {
    const { activities, effects } = catalogueSnapshot({ activities: ACTIVITIES, effects: EFFECTS }, 'fr')
    expect(activities[0]).toEqual({
      activityId: 'sluicing',
      name: 'sluicing',
      activityGroup: 'Mining',
      hasTextBox: false,
      textBoxPlaceholder: null,
      effects: [
        { effectId: 'flow', mitigationOptions: ['flow-a en', 'flow-b en', 'flow-none en'] },
        { effectId: 'sediment', mitigationOptions: ['sediment-a en', 'sediment-b en', 'sediment-none en'] },
      ],
    })
    expect(effects[0]).toMatchObject({
      effectId: 'sediment',
      effectGroup: 'Fish fr',
      effectGroupMoreInfo: null,
      mitigationOptions: ['sediment-a en', 'sediment-b en', 'sediment-none en'],
    })
    expect(catalogueSnapshot({ activities: ACTIVITIES, effects: EFFECTS }, 'en').effects[0]!.effectGroup).toBe('Fish')
  })
})

describe('an effect group’s name for the reader', () => {
  it('is said in the reader’s language whichever language the form keeps it in', () => {
    expect(effectGroupNameIn(EFFECTS, 'Fish', 'fr')).toBe('Fish fr')
    expect(effectGroupNameIn(EFFECTS, 'Fish fr', 'fr')).toBe('Fish fr')
    expect(effectGroupNameIn(EFFECTS, 'Fish fr', 'en')).toBe('Fish')
    expect(effectGroupNameIn(EFFECTS, 'Water', 'en')).toBe('Water')
  })

  it('is the name kept when the catalogue no longer has the group', () => {
    expect(effectGroupNameIn(EFFECTS, 'Noise', 'fr')).toBe('Noise')
  })
})
