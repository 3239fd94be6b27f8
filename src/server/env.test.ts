import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './env.ts'

describe('configuration', () => {
  it('has defaults for a fresh machine', () => {
    const config = parseConfig({})
    expect(config).toMatchObject({
      appEnv: 'development',
      port: 8080,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      publicBaseUrl: 'http://localhost:8080',
      seedDemo: true,
      demoOnNetwork: false,
      demoProjects: 1500,
    })
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
    const layers = parseConfig({
      MAP_TILE_LAYERS: JSON.stringify([{ type: 'satellite', url: 'https://tiles.example/{z}/{x}/{y}.jpg', attribution: 'Imagery' }]),
    }).mapLayers
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

  it('keeps files in DATA_DIR unless S3_BUCKET names a bucket, then needs its keys', () => {
    expect(parseConfig({}).s3).toBeUndefined()
    const keys = { S3_ACCESS_KEY_ID: 'registry', S3_SECRET_ACCESS_KEY: 'a-secret-key' }
    expect(parseConfig({ S3_BUCKET: 'registry-files', ...keys }).s3).toEqual({
      endpoint: undefined,
      bucket: 'registry-files',
      region: 'us-east-1',
      accessKeyId: 'registry',
      secretAccessKey: 'a-secret-key',
      forcePathStyle: false,
    })
    // Another S3-compatible store (MinIO) is addressed by path unless told otherwise.
    expect(parseConfig({ S3_BUCKET: 'registry-files', S3_ENDPOINT: 'https://minio.internal:9000', S3_REGION: 'ca-central-1', ...keys }).s3).toMatchObject({
      endpoint: 'https://minio.internal:9000',
      region: 'ca-central-1',
      forcePathStyle: true,
    })
    expect(parseConfig({ S3_BUCKET: 'registry-files', S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: 'no', ...keys }).s3?.forcePathStyle).toBe(false)
    expect(parseConfig({ S3_BUCKET: 'registry-files', S3_FORCE_PATH_STYLE: 'yes', ...keys }).s3?.forcePathStyle).toBe(true)
  })

  it('refuses a partial S3 setting, naming what is missing or wrong', () => {
    expect(() => parseConfig({ S3_BUCKET: 'registry-files' })).toThrow(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID: must be set with S3_BUCKET\n  S3_SECRET_ACCESS_KEY: must be set with S3_BUCKET',
    )
    expect(() => parseConfig({ S3_BUCKET: 'registry-files', S3_ACCESS_KEY_ID: 'registry' })).toThrow(
      /^Invalid configuration:\n {2}S3_SECRET_ACCESS_KEY: must be set with S3_BUCKET$/,
    )
    expect(() => parseConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'registry' })).toThrow(
      'S3_BUCKET: must be set too when S3_ENDPOINT, S3_ACCESS_KEY_ID are (the bucket that holds the files)',
    )
    expect(() => parseConfig({ S3_REGION: 'eu-west-1' })).toThrow(ConfigError)
    expect(() => parseConfig({ S3_BUCKET: 'Registry_Files' })).toThrow('S3_BUCKET: must be a bucket name')
    expect(() => parseConfig({ S3_BUCKET: 'registry-files', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT: must be')
    expect(() => parseConfig({ S3_BUCKET: 'registry-files', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow('S3_FORCE_PATH_STYLE')
  })
})
