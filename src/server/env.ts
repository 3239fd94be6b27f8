// The only reader of process.env: configuration is parsed once at start and fails with a
// message naming the variable.
import * as v from 'valibot'
import { MapTileLayers } from '../shared/schemas/reference.ts'
import type { MapTileLayer } from '../shared/schemas/reference.ts'
import { isLoopbackAddress } from './http/loopback.ts'
import { LOG_LEVELS } from './lib/logger.ts'
import type { LogLevel } from './lib/logger.ts'

const portFrom = (lowest: number) => v.pipe(v.string(), v.transform(Number), v.integer('must be a whole number'), v.minValue(lowest), v.maxValue(65535))
const port = portFrom(1)
const flag = v.pipe(
  v.picklist(['0', '1', 'true', 'false', 'yes', 'no']),
  v.transform((s) => ['1', 'true', 'yes'].includes(s)),
)
const url = (protocols: RegExp, what: string) => v.pipe(v.string(), v.url(`must be a URL`), v.regex(protocols, `must be ${what}`))

const EnvSchema = v.object({
  APP_ENV: v.optional(v.picklist(['production', 'development', 'test']), 'development'),
  PORT: v.optional(port, '8080'),
  // 0: any free port, which the worker's first log line names (tests start several).
  WORKER_PORT: v.optional(portFrom(0), '8081'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data'),
  DATABASE_URL: v.optional(url(/^postgres(ql)?:\/\//, 'a postgres:// URL')),
  PUBLIC_BASE_URL: v.optional(url(/^https?:\/\//, 'an http(s) URL')),
  SEED_DEMO: v.optional(flag),
  SMTP_URL: v.optional(url(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.nonEmpty()), 'Registry <no-reply@registry.localhost>'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  MAP_TILE_LAYERS: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          return JSON.parse(dataset.value) as unknown
        } catch {
          addIssue({ message: 'must be JSON: a list of {type, url, attribution?, maxZoom?}' })
          return NEVER
        }
      }),
      MapTileLayers,
    ),
  ),
  TRUSTED_PROXIES: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('must be a whole number'), v.minValue(0), v.maxValue(5)), '0'),
  RUN_JOBS: v.optional(flag, 'yes'),
  SESSION_TOKEN_MINUTES: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('must be a whole number'), v.minValue(1), v.maxValue(60)), '60'),
  DATABASE_POOL_MAX: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('must be a whole number'),
      v.minValue(2, 'must be at least 2 (start-up holds one for its lock)'),
      v.maxValue(500),
    ),
    '10',
  ),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`)),
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  DEMO_PROJECTS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1 (SEED_DEMO=no loads none)')),
    '1500',
  ),
  S3_ENDPOINT: v.optional(url(/^https?:\/\//, 'an http(s) URL')),
  S3_BUCKET: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')),
  ),
  S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')), 'us-east-1'),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  S3_FORCE_PATH_STYLE: v.optional(flag),
})

/** An S3-compatible bucket that holds the stored files instead of DATA_DIR/files. */
export interface S3Settings {
  /** Unset: AWS S3 itself, at the region's address. */
  endpoint: string | undefined
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Addresses the bucket as endpoint/bucket (MinIO and most other S3-compatible stores) rather than bucket.endpoint. */
  forcePathStyle: boolean
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const

export interface Config {
  appEnv: 'production' | 'development' | 'test'
  port: number
  /** Where `npm run worker` answers its health check and metrics. */
  workerPort: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** Connections each process may hold on a real PostgreSQL: servers × this stays under its max_connections. */
  databasePoolMax: number
  publicBaseUrl: string
  smtpUrl: string | undefined
  mailFrom: string
  /** Signing key of session tokens; when unset one is generated and kept in DATA_DIR. */
  jwtSecret: string | undefined
  /** Load the demo data set into an empty database at start. */
  seedDemo: boolean
  /**
   * SEED_DEMO=yes was set: the demo accounts, whose password is published, may be served on a
   * network interface (a public demo). Otherwise a server on one refuses to start with them.
   */
  demoOnNetwork: boolean
  demoProjects: number
  /** Reverse proxies in front of the server (client addresses come from X-Forwarded-For). */
  trustedProxies: number
  /** Tile services offered as map types (roadmap, terrain, satellite, hybrid). */
  mapLayers: MapTileLayer[]
  /**
   * How long a session token lasts before it must be renewed (60 minutes); the browser tests
   * shorten it to see a session lapse during an offline trip.
   */
  sessionTokenMinutes: number
  /** What the log keeps: info (a line a request) unless LOG_LEVEL says otherwise. */
  logLevel: LogLevel
  /** Lets a scraper on another machine read /metrics (Authorization: Bearer …); this machine needs none. */
  metricsToken: string | undefined
  /** The server runs the background jobs (notice mail, cleanup); off when `npm run worker` does. */
  runJobs: boolean
  /** Where stored files live when several servers share them; unset: DATA_DIR/files. */
  s3: S3Settings | undefined
}

export class ConfigError extends Error {}

const invalid = (lines: string[]) => new ConfigError(`Invalid configuration:\n${lines.map((line) => `  ${line}`).join('\n')}`)

/** The S3 settings, all or none: a bucket without its keys (or keys without a bucket) would start a server that cannot keep a file. */
function s3Settings(present: Record<string, string | undefined>, e: v.InferOutput<typeof EnvSchema>): S3Settings | undefined {
  const given = S3_VARIABLES.filter((name) => present[name] !== undefined)
  if (!e.S3_BUCKET) {
    if (given.length > 0)
      throw invalid([`S3_BUCKET: must be set too when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} (the bucket that holds the files)`])
    return undefined
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e
  if (!accessKeyId || !secretAccessKey) {
    throw invalid((['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name]).map((name) => `${name}: must be set with S3_BUCKET`))
  }
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
  }
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const result = v.safeParse(EnvSchema, present)
  if (!result.success) {
    throw invalid(result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`))
  }
  const e = result.output
  return {
    appEnv: e.APP_ENV,
    port: e.PORT,
    workerPort: e.WORKER_PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    seedDemo: e.SEED_DEMO ?? (e.APP_ENV !== 'production' && isLoopbackAddress(e.HOST)),
    demoOnNetwork: e.SEED_DEMO === true,
    demoProjects: e.DEMO_PROJECTS,
    trustedProxies: e.TRUSTED_PROXIES,
    mapLayers: e.MAP_TILE_LAYERS ?? [],
    runJobs: e.RUN_JOBS,
    logLevel: e.LOG_LEVEL ?? 'info',
    metricsToken: e.METRICS_TOKEN,
    sessionTokenMinutes: e.SESSION_TOKEN_MINUTES,
    s3: s3Settings(present, e),
  }
}

export function loadConfig(): Config {
  return parseConfig(process.env)
}
