import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './env.ts'

describe('configuration', () => {
  it('has defaults for a fresh machine', () => {
    const config = parseConfig({})
    expect(config).toMatchObject({ appEnv: 'development', port: 8080, host: '127.0.0.1', dataDir: './data', databaseUrl: undefined, publicBaseUrl: 'http://localhost:8080', seedDemo: true, demoOnNetwork: false, demoProjects: 1500 })
  })

  it('serves only this machine unless HOST names another interface, and then loads no demo accounts unless asked', () => {
    expect(parseConfig({ HOST: 'localhost' }).seedDemo).toBe(true)
    expect(parseConfig({ HOST: '::1' }).seedDemo).toBe(true)
    expect(parseConfig({ HOST: '0.0.0.0' })).toMatchObject({ seedDemo: false, demoOnNetwork: false })
    expect(parseConfig({ HOST: '192.168.1.20', SEED_DEMO: 'yes' })).toMatchObject({ seedDemo: true, demoOnNetwork: true })
    expect(parseConfig({ HOST: '0.0.0.0', SEED_DEMO: 'no' })).toMatchObject({ seedDemo: false, demoOnNetwork: false })
  })

  it('does not load demo data in production unless asked', () => {
    expect(parseConfig({ APP_ENV: 'production' }).seedDemo).toBe(false)
    expect(parseConfig({ APP_ENV: 'production', SEED_DEMO: 'yes' }).seedDemo).toBe(true)
  })

  it('builds the public address from the port and drops a trailing slash', () => {
    expect(parseConfig({ PORT: '9000' }).publicBaseUrl).toBe('http://localhost:9000')
    expect(parseConfig({ PUBLIC_BASE_URL: 'https://registry.example/' }).publicBaseUrl).toBe('https://registry.example')
  })

  it('reads the map tile layers, and names what is wrong with them', () => {
    expect(parseConfig({}).mapLayers).toEqual([])
    const layers = parseConfig({ MAP_TILE_LAYERS: JSON.stringify([{ type: 'satellite', url: 'https://tiles.example/{z}/{x}/{y}.jpg', attribution: 'Imagery' }]) }).mapLayers
    expect(layers).toEqual([{ type: 'satellite', url: 'https://tiles.example/{z}/{x}/{y}.jpg', attribution: 'Imagery', maxZoom: 18 }])
    expect(() => parseConfig({ MAP_TILE_LAYERS: 'not json' })).toThrow(/MAP_TILE_LAYERS: must be JSON/)
    expect(() => parseConfig({ MAP_TILE_LAYERS: JSON.stringify([{ type: 'aerial', url: 'https://t/{z}/{x}/{y}' }]) })).toThrow(/type must be one of/)
  })

  it('treats empty variables as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(8080)
  })

  it('names every variable it refuses', () => {
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_PROJECTS: '-3', JWT_SECRET: 'short', SMTP_URL: 'http://mail' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      const message = (error as Error).message
      expect(message).toContain('PORT')
      expect(message).toContain('DATABASE_URL: must be a postgres:// URL')
      expect(message).toContain('DEMO_PROJECTS')
      expect(message).toContain('JWT_SECRET: must be at least 32 characters')
      expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL')
    }
  })
})
