// s3rver ships no types. What the tests use: a server on a port with buckets made at start, and
// the S3 event it emits for each object created or removed.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  interface S3rverOptions {
    address?: string
    port?: number
    directory?: string
    silent?: boolean
    configureBuckets?: { name: string; configs: string[] }[]
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<AddressInfo>
    close(): Promise<void>
    on(event: 'event', listener: (event: { Records: { eventName: string; s3: { object: { key: string } } }[] }) => void): this
  }
}
