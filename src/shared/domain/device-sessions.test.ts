import { describe, expect, it } from 'vitest'
import { deviceLabel, deviceLabelParts, deviceSessionLapsed } from './device-sessions.ts'

describe('deviceLabel', () => {
  it('names the browser and the system', () => {
    expect(deviceLabel('Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1')).toBe(
      'Safari on iPad',
    )
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36')).toBe(
      'Chrome on Android',
    )
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0')).toBe(
      'Edge on Windows',
    )
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0')).toBe('Firefox on Linux')
  })

  it('falls back to what it can read', () => {
    expect(deviceLabel(undefined)).toBe('Unknown device')
    expect(deviceLabel('curl/8.5.0')).toBe('curl/8.5.0')
  })
})

describe('deviceLabelParts', () => {
  it('takes apart what deviceLabel made, for saying it in the reader’s language', () => {
    expect(deviceLabelParts('Safari on iPad')).toEqual({ browser: 'Safari', system: 'iPad' })
    expect(deviceLabelParts('Samsung Internet on Android')).toEqual({ browser: 'Samsung Internet', system: 'Android' })
    expect(deviceLabelParts('Unknown device')).toBeNull()
    expect(deviceLabelParts('Firefox')).toEqual({ name: 'Firefox' })
    expect(deviceLabelParts('curl/8.5.0 on a server')).toEqual({ name: 'curl/8.5.0 on a server' })
  })
})

describe('deviceSessionLapsed', () => {
  it('ends a device session after 30 days unused', () => {
    const used = new Date('2026-06-01T12:00:00Z')
    expect(deviceSessionLapsed(used, new Date('2026-07-01T11:59:59Z'))).toBe(false)
    expect(deviceSessionLapsed(used, new Date('2026-07-01T12:00:00Z'))).toBe(true)
  })
})
