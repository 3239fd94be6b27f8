import { describe, expect, it } from 'vitest'
import { emptyGeneralForm } from './general-form.ts'
import { withCleanRichText } from './rich-text-fields.ts'

const shout = (html: string) => html.toUpperCase()

describe('withCleanRichText', () => {
  it('cleans every rich-text field of the general form and leaves plain text alone', () => {
    const form = {
      ...emptyGeneralForm('p1', 'en'),
      projectTitle: '<b>t</b>',
      projectPurpose: 'a',
      projectDescription: 'b',
      environmentalConditions: 'c',
      socioEconomicConditions: 'd',
      additionalInformation: 'e',
    }
    const cleaned = withCleanRichText('general', form, shout)
    expect(cleaned).toMatchObject({
      projectTitle: '<b>t</b>',
      projectPurpose: 'A',
      projectDescription: 'B',
      environmentalConditions: 'C',
      socioEconomicConditions: 'D',
      additionalInformation: 'E',
    })
    expect(form.projectPurpose).toBe('a')
  })

  it('cleans the placer form’s rich text, and nothing of the PDF upload’s fields', () => {
    expect(withCleanRichText('placer', { additionalInformationEditor: 'x', projectTitle: 'y' }, shout)).toEqual({
      additionalInformationEditor: 'X',
      projectTitle: 'y',
    })
    expect(withCleanRichText('upload', { projectTitle: 'y' }, shout)).toEqual({ projectTitle: 'y' })
  })

  it('leaves a field that is not text to the form’s reader', () => {
    expect(withCleanRichText('general', { projectPurpose: 5 }, shout)).toEqual({ projectPurpose: 5 })
  })
})
