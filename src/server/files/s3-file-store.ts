// The file store on an S3-compatible bucket (MinIO, AWS S3 …), which several servers share: each
// file is the object files/<storage key>. A write streams through lib-storage's Upload, hashed on
// the way: a single PUT for a file under one part, a multipart upload of 8 MiB parts above, two in
// flight, so a write holds a few parts in memory however large the file. S3 shows an object only
// once it is complete, and a failed multipart upload is aborted, so a failed write leaves nothing.
// A read answers a stream at once, fed when the object's GET answers, and broken if it fails.
import { randomUUID, createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { PassThrough, Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import type { S3Settings } from '../env.ts'
import { fileStoreErrors } from '../lib/metrics.ts'
import type { FileStore, FileStoreState, StoredFile } from './file-store.ts'
import { STORAGE_KEY, hashing } from './file-store.ts'

const PREFIX = 'files/'
/** S3 takes parts of 5 MiB or more but the last; 8 MiB makes a 50 MB upload 7 parts. */
export const PART_SIZE = 8 * 1024 * 1024
/** Parts sent at once: a write holds about this many parts and one more being filled. */
const PARTS_AT_ONCE = 2
/** A check gives up then, rather than leave a request open each time readiness asks a store that never answers. */
const CHECK_TIMEOUT_MS = 2_000

/** Counts a failed operation of the store, then lets the failure go on. */
function counted<T>(operation: string, work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    fileStoreErrors.inc({ operation })
    throw error
  })
}

export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: not every store that calls itself S3-compatible takes
    // the newer ones the SDK would otherwise add to every request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = settings.bucket
  const keyOf = (storageKey: string) => {
    if (!STORAGE_KEY.test(storageKey)) throw new Error(`Invalid storage key ${storageKey}`)
    return PREFIX + storageKey
  }

  async function upload(storageKey: string, source: AsyncIterable<Uint8Array>): Promise<StoredFile> {
    const Key = keyOf(storageKey)
    let sourceFailure: { error: unknown } | undefined
    const hashed = hashing(
      (async function* () {
        try {
          yield* source
        } catch (error) {
          sourceFailure = { error }
          throw error
        }
      })(),
    )
    const body = Readable.from(hashed.chunks, { objectMode: false })
    try {
      await new Upload({ client, params: { Bucket, Key, Body: body }, partSize: PART_SIZE, queueSize: PARTS_AT_ONCE }).done()
    } catch (error) {
      // Stops reading a source the store gave up on (an upload's request body).
      body.destroy()
      // A dropped connection is the caller's to hear of, even when the abort that followed failed.
      if (sourceFailure) throw sourceFailure.error
      fileStoreErrors.inc({ operation: 'write' })
      throw error
    }
    return { storageKey, ...hashed.result() }
  }

  return {
    async put(content) {
      const storageKey = randomUUID()
      await counted('put', client.send(new PutObjectCommand({ Bucket, Key: keyOf(storageKey), Body: content, ContentLength: content.byteLength })))
      return { storageKey, size: content.byteLength, sha256: createHash('sha256').update(content).digest('hex') }
    },
    write: (source, storageKey = randomUUID()) => upload(storageKey, source),
    async adopt(path) {
      const stored = await upload(randomUUID(), createReadStream(path))
      await rm(path, { force: true })
      return stored
    },
    read(storageKey, range) {
      const Key = keyOf(storageKey)
      const out = new PassThrough()
      // A reader that leaves early (a closed download) ends the GET too.
      const left = new AbortController()
      out.once('close', () => {
        if (!out.readableEnded) left.abort()
      })
      void (async () => {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket, Key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }), {
            abortSignal: left.signal,
          })
          await pipeline(object.Body as Readable, out)
        } catch (error) {
          if (left.signal.aborted) return
          fileStoreErrors.inc({ operation: 'read' })
          out.destroy(error as Error)
        }
      })()
      return out
    },
    async size(storageKey) {
      const head = await counted('size', client.send(new HeadObjectCommand({ Bucket, Key: keyOf(storageKey) })))
      return head.ContentLength ?? 0
    },
    async remove(storageKey) {
      await counted('remove', client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(storageKey) })))
    },
    async *list() {
      let ContinuationToken: string | undefined
      do {
        const page = await counted('list', client.send(new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken })))
        for (const object of page.Contents ?? []) {
          const storageKey = (object.Key ?? '').slice(PREFIX.length)
          if (STORAGE_KEY.test(storageKey)) yield { storageKey, size: object.Size ?? 0 }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
    async check(): Promise<FileStoreState> {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) })
        return 'ok'
      } catch (error) {
        fileStoreErrors.inc({ operation: 'check' })
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
        return status === 403 || status === 401 ? 'refused' : status === 404 ? 'missing' : 'unreachable'
      }
    },
  }
}
