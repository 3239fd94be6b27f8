import { describe, expect, it } from 'vitest'
import { OwnChanges } from './own-changes'

describe('OwnChanges', () => {
  it('takes the echo of the latest change as its own', () => {
    const changes = new OwnChanges('')
    changes.reported('<p>a</p>')
    expect(changes.isOwn('<p>a</p>')).toBe(true)
  })

  it('takes an older change that comes back late as its own, while newer ones are still on their way', () => {
    const changes = new OwnChanges('')
    changes.reported('<p>a</p>')
    changes.reported('<p>ab</p>')
    changes.reported('<p>abc</p>')
    expect(changes.isOwn('<p>a</p>')).toBe(true)
    expect(changes.isOwn('<p>ab</p>')).toBe(true)
    // Once a newer one came back, an older one is no longer expected.
    expect(changes.isOwn('<p>a</p>')).toBe(false)
    expect(changes.isOwn('<p>abc</p>')).toBe(true)
  })

  it('sees a value set from outside as new, and forgets the changes it replaced', () => {
    const changes = new OwnChanges('<p>mine</p>')
    expect(changes.isOwn('<p>theirs</p>')).toBe(false)
    changes.reported('<p>mine2</p>')
    changes.replaced('<p>theirs</p>')
    expect(changes.current).toBe('<p>theirs</p>')
    expect(changes.isOwn('<p>mine2</p>')).toBe(false)
    expect(changes.isOwn('<p>theirs</p>')).toBe(true)
  })

  it('takes the initial value as its own', () => {
    expect(new OwnChanges('<p>x</p>').isOwn('<p>x</p>')).toBe(true)
  })
})
