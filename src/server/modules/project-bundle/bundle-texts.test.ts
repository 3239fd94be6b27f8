import { describe, expect, it } from 'vitest'
import { commentText, htmlPage, informationRequestText } from './bundle-texts.ts'

describe('the text files of a bundle', () => {
  it('gives a comment’s public copy, its author unless anonymous, and its attachments by their names in the zip', () => {
    const comment = {
      documentNumber: 'C001',
      anonymous: false,
      firstName: 'Ada',
      lastName: 'L',
      postingAs: 'Resident',
      submittedDate: '2026-01-02T20:00:00Z',
      redactedComment: 'Call [withheld: personal information].',
      attachments: ['comments/C001/photo.jpg'],
    }
    expect(commentText(comment)).toBe(
      '# Comment C001\n\nBy: Ada L (Resident)\nSubmitted: Jan 02, 2026\n\nCall [withheld: personal information].\n\n## Attachments\n\n- comments/C001/photo.jpg\n',
    )
    expect(commentText({ ...comment, anonymous: true, postingAs: null, attachments: [] })).toContain('By: Anonymous\n')
  })

  it('gives a request’s questions, and an answer only where there is one', () => {
    const text = informationRequestText({
      number: 2,
      documentNumberRequest: '2024-0001-0010',
      documentNumberResponse: null,
      status: 'published',
      preamble: 'Please answer.',
      publishedDate: null,
      answeredDate: null,
      deadline: null,
      questions: [
        { questionNumber: 1, text: 'How deep?', attachments: ['information-requests/IR-002/map.pdf'], answer: { text: 'Ten metres.', attachments: [] } },
        { questionNumber: 2, text: 'How wide?', attachments: [], answer: null },
      ],
    })
    expect(text).toContain('# Information Request No. 2\n\nNumber: 2024-0001-0010\nStatus: published\n\nPlease answer.')
    expect(text).toContain('## Question 1\n\nHow deep?\n\n- Attachment: information-requests/IR-002/map.pdf\n\n### Answer\n\nTen metres.')
    expect(text.split('### Answer')).toHaveLength(2)
  })

  it('escapes what it adds around sanitized HTML', () => {
    const page = htmlPage({
      title: 'A <b> & "c"',
      facts: [
        ['Sent', 'today'],
        ['To', null],
      ],
      sections: [{ lang: 'fr', title: 'Avis', html: '<p>Bonjour</p>' }],
    })
    expect(page).toContain('<title>A &#60;b&#62; &#38; &#34;c&#34;</title>')
    expect(page).toContain('<p>Sent: today</p>')
    expect(page).not.toContain('To:')
    expect(page).toContain('<section lang="fr"><h2>Avis</h2>\n<p>Bonjour</p>\n</section>')
  })
})
