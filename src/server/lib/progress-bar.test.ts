import { describe, expect, it } from 'vitest'
import { progressBar } from './progress-bar.ts'

describe('progressBar', () => {
  it('shows the share done, the rate and the time left', () => {
    expect(progressBar(250, 1000, 10_000)).toBe('[######------------------] 250/1,000 25.0/s ~30s left')
    expect(progressBar(1000, 100_000, 10_000)).toBe('[------------------------] 1,000/100,000 100.0/s ~17m left')
  })

  it('is full when done or when there was nothing to do', () => {
    expect(progressBar(4, 4, 2000)).toBe('[########################] 4/4 2.0/s')
    expect(progressBar(0, 0, 0)).toBe('[########################] 0/0 0.0/s')
  })
})
