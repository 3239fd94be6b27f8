// s3rver, an S3 imitation on the local disk, standing in for MinIO or AWS S3 (no MinIO binary
// installs here): on a free loopback port with an empty bucket, and the settings that reach it.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { parseConfig } from '../../src/server/env.ts'
import type { S3Settings } from '../../src/server/env.ts'

export interface S3StandIn {
  /** The S3_* variables a server would be given. */
  env: Record<string, string>
  settings: S3Settings
  /** Each object stored, with how: ObjectCreated:Put (one request) or ObjectCreated:Post (a completed multipart upload). */
  created: { key: string; by: string }[]
  close(): Promise<void>
}

export async function startS3StandIn(bucket = 'registry-files'): Promise<S3StandIn> {
  const directory = await mkdtemp(join(tmpdir(), 'registry-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] })
  const created: S3StandIn['created'] = []
  server.on('event', ({ Records }) => {
    for (const { eventName, s3 } of Records) if (eventName.startsWith('ObjectCreated:')) created.push({ key: s3.object.key, by: eventName })
  })
  const { port } = await server.run()
  // s3rver takes any keys; these are its documented defaults.
  const env = { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }
  return {
    env,
    settings: parseConfig(env).s3!,
    created,
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
