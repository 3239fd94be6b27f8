import { describe, expect, it } from 'vitest'
import { elementFate, isSafeUrl, keptAttributes } from './rich-text-allow-list.ts'

describe('elementFate', () => {
  it('keeps formatting, drops code and foreign markup with their content, unwraps the rest', () => {
    expect(elementFate('P')).toBe('keep')
    expect(elementFate('a')).toBe('keep')
    expect(elementFate('SCRIPT')).toBe('drop')
    expect(elementFate('svg')).toBe('drop')
    expect(elementFate('math')).toBe('drop')
    expect(elementFate('div')).toBe('unwrap')
    expect(elementFate('img')).toBe('unwrap')
  })
})

describe('isSafeUrl', () => {
  it('takes web, mail, phone and in-site addresses', () => {
    for (const url of ['https://yesab.ca', 'HTTP://x', 'mailto:a@b.ca', 'tel:+1', '/projects', '#top', '  https://x  ']) expect(isSafeUrl(url)).toBe(true)
  })

  it('refuses every other scheme, however it is written', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      'alert(1)',
    ])
      expect(isSafeUrl(url)).toBe(false)
  })
})

describe('keptAttributes', () => {
  const attrs = (entries: Record<string, string>) => Object.entries(entries).map(([name, value]) => ({ name, value }))

  it('keeps only the attributes the element allows', () => {
    expect(keptAttributes('p', attrs({ style: 'x', class: 'y', onclick: 'z' }))).toEqual([])
    expect(keptAttributes('th', attrs({ scope: 'col', colspan: '2', onclick: 'z' }))).toEqual(attrs({ scope: 'col', colspan: '2' }))
  })

  it('drops unsafe links and marks links that leave the site', () => {
    expect(keptAttributes('a', attrs({ href: 'javascript:x', title: 't' }))).toEqual(attrs({ title: 't' }))
    expect(keptAttributes('a', attrs({ href: 'https://x', rel: 'opener', target: '_blank' }))).toEqual(attrs({ href: 'https://x', rel: 'noopener noreferrer' }))
    expect(keptAttributes('a', attrs({ href: '//x' }))).toEqual(attrs({ href: '//x', rel: 'noopener noreferrer' }))
    expect(keptAttributes('a', attrs({ href: '/x' }))).toEqual(attrs({ href: '/x' }))
  })

  it('keeps a list start only when it is a number', () => {
    expect(keptAttributes('ol', attrs({ start: '3' }))).toEqual(attrs({ start: '3' }))
    expect(keptAttributes('ol', attrs({ start: '3; x' }))).toEqual([])
  })

  it('keeps the first of repeated attributes', () => {
    expect(
      keptAttributes('a', [
        { name: 'href', value: '/a' },
        { name: 'HREF', value: '/b' },
      ]),
    ).toEqual(attrs({ href: '/a' }))
  })
})
