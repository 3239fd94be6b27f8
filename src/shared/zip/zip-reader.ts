// Zip files users upload, never trusted: zipped shapefiles and KMZ read as location files, and zips
// (Office documents too) kept as a proposal's documents, which staff unpack. The central directory
// is checked before anything is unpacked (entry count, names that climb out of the folder, declared
// sizes and compression ratios, each large entry's and the whole archive's, entries whose data
// overlap), and each entry is inflated in small steps with its output counted, so a header that
// lies about a size is caught after a few megabytes rather than after the memory is gone. Inflating uses the platform's DecompressionStream
// ('deflate-raw'), which browsers, workers and Node all have. A refusal reads the same wherever it
// happens (describeZipRefusal).

export interface ZipLimits {
  /** Entries in the archive, counting the ones we skip. */
  maxEntries: number
  /** What every entry together may unpack to, as declared and as actually inflated. */
  maxTotalBytes: number
  /** Unpacked ÷ packed size allowed for an entry, and for the whole archive, that unpacks to more than a megabyte. */
  maxRatio: number
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 1000, maxTotalBytes: 100 * 1024 * 1024, maxRatio: 200 }

export type ZipRefusal =
  /** A name that is absolute or climbs out of the folder ("../x", "/etc/x", "C:\x"). */
  | { code: 'zip-unsafe-path'; entry: string }
  /** More to unpack than the limits allow: a zip bomb, or just too big. */
  | { code: 'zip-too-large'; limitBytes: number }
  /** Not a zip we can read: damaged, encrypted, ZIP64, an unknown compression. */
  | { code: 'zip-broken'; detail: string }

export class ZipRefused extends Error {
  constructor(readonly refusal: ZipRefusal) {
    super(refusal.code === 'zip-broken' ? refusal.detail : refusal.code)
  }
}

export interface ZipEntry {
  /** The path inside the archive, with forward slashes. */
  name: string
  method: number
  compressedSize: number
  size: number
  dataStart: number
}

const MEGABYTE = 1024 * 1024
/** Compressed bytes handed to the inflater at a time: at most ~1000× this comes out per step. */
const INFLATE_STEP = 4096

const broken = (detail: string) => new ZipRefused({ code: 'zip-broken', detail })
const tooTight = (size: number, packed: number, limits: ZipLimits) => size / Math.max(packed, 1) > limits.maxRatio

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6))
}

/** A name that would land outside the folder the archive is unpacked into. */
export function isUnsafeEntryName(name: string): boolean {
  const path = name.replace(/\\/g, '/')
  return path.startsWith('/') || /^[a-zA-Z]:/.test(path) || path.split('/').some((part) => part === '..') || path.includes('\0')
}

/** Entries worth reading: not folders, not the resource forks macOS adds ("__MACOSX/", "._x"). */
const isNoise = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)\._/.test(name)

/** The archive's files worth reading (no folders, no macOS forks), checked against the limits; throws ZipRefused. */
export function zipEntries(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipEntry[] {
  return everyEntry(bytes, limits).filter((entry) => !isNoise(entry.name))
}

/** Every entry of the archive, folders and forks included, each checked; throws ZipRefused. */
function everyEntry(bytes: Uint8Array, limits: ZipLimits): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The end-of-central-directory record is in the last 22 bytes plus a comment of up to 64 KiB.
  let end = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i
      break
    }
  }
  if (end < 0) throw broken('the end of the zip directory is missing (the file is cut short or not a zip)')
  const count = view.getUint16(end + 10, true)
  const directorySize = view.getUint32(end + 12, true)
  const directoryStart = view.getUint32(end + 16, true)
  if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 8, true) !== count) throw broken('zips split over several files are not read')
  if (count === 0xffff || directoryStart === 0xffffffff) throw broken('ZIP64 archives are not read')
  if (count > limits.maxEntries) throw broken(`it holds more than ${limits.maxEntries} files`)
  if (directoryStart + directorySize > end) throw broken('its directory points outside the file')

  const decoder = new TextDecoder()
  const entries: ZipEntry[] = []
  let declaredTotal = 0
  let packedTotal = 0
  let at = directoryStart
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || view.getUint32(at, true) !== 0x02014b50) throw broken(`directory entry ${n + 1} is damaged`)
    const flags = view.getUint16(at + 8, true)
    const method = view.getUint16(at + 10, true)
    const compressedSize = view.getUint32(at + 20, true)
    const size = view.getUint32(at + 24, true)
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    const localOffset = view.getUint32(at + 42, true)
    if (at + 46 + nameLength > end) throw broken(`directory entry ${n + 1} is damaged`)
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength))
    at += 46 + nameLength + extraLength + commentLength

    if (isUnsafeEntryName(name)) throw new ZipRefused({ code: 'zip-unsafe-path', entry: name })
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) throw broken('ZIP64 archives are not read')
    declaredTotal += size
    packedTotal += compressedSize
    if (declaredTotal > limits.maxTotalBytes) throw new ZipRefused({ code: 'zip-too-large', limitBytes: limits.maxTotalBytes })
    if (size > MEGABYTE && tooTight(size, compressedSize, limits)) throw new ZipRefused({ code: 'zip-too-large', limitBytes: limits.maxTotalBytes })
    if (flags & 1) throw broken(`${name} is encrypted`)
    if (method !== 0 && method !== 8) throw broken(`${name} uses a compression other than deflate`)

    if (localOffset + 30 > bytes.length || view.getUint32(localOffset, true) !== 0x04034b50) throw broken(`the data of ${name} is missing`)
    const dataStart = localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true)
    if (dataStart + compressedSize > bytes.length) throw broken(`the data of ${name} is cut short`)
    entries.push({ name: name.replace(/\\/g, '/'), method, compressedSize, size, dataStart })
  }

  // A flat bomb, a thousand entries of a megabyte of zeros, has none large enough for the check
  // above: judged whole, it packs as tight as one bomb entry.
  if (declaredTotal > MEGABYTE && tooTight(declaredTotal, packedTotal, limits))
    throw new ZipRefused({ code: 'zip-too-large', limitBytes: limits.maxTotalBytes })

  // Entries that share their compressed data are how the smallest zip bombs multiply themselves.
  const byStart = [...entries].sort((a, b) => a.dataStart - b.dataStart)
  for (let i = 1; i < byStart.length; i++) {
    const previous = byStart[i - 1]!
    if (previous.dataStart + previous.compressedSize > byStart[i]!.dataStart) throw broken(`${previous.name} and ${byStart[i]!.name} overlap`)
  }
  return entries
}

/**
 * Inflates an entry step by step, handing each piece to `take` with where it goes, and returns how
 * many bytes came out. Stops, and throws ZipRefused, as soon as the output passes the declared size
 * or the budget left (whichever is smaller).
 */
async function inflate(bytes: Uint8Array, entry: ZipEntry, budgetBytes: number, take: (piece: Uint8Array, at: number) => void): Promise<number> {
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize)
  if (entry.size > budgetBytes) throw new ZipRefused({ code: 'zip-too-large', limitBytes: budgetBytes })
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw broken(`the sizes of ${entry.name} do not agree`)
    take(data, 0)
    return data.length
  }
  let offset = 0
  const source = new ReadableStream<Uint8Array<ArrayBuffer>>({
    pull(controller) {
      if (offset >= data.length) {
        controller.close()
        return
      }
      controller.enqueue(data.slice(offset, offset + INFLATE_STEP))
      offset += INFLATE_STEP
    },
  })
  const reader = source.pipeThrough<Uint8Array>(new DecompressionStream('deflate-raw')).getReader()
  let length = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (length + value.length > entry.size) {
        await reader.cancel().catch(() => undefined)
        throw new ZipRefused({ code: 'zip-too-large', limitBytes: budgetBytes })
      }
      take(value, length)
      length += value.length
    }
  } catch (error) {
    if (error instanceof ZipRefused) throw error
    throw broken(`${entry.name} could not be unpacked (${error instanceof Error ? error.message : String(error)})`)
  }
  if (length !== entry.size) throw broken(`${entry.name} unpacked to ${length} bytes, not the ${entry.size} its header says`)
  return length
}

/** The unpacked bytes of one entry, within the budget left; throws ZipRefused. */
export async function readZipEntry(bytes: Uint8Array, entry: ZipEntry, budgetBytes: number): Promise<Uint8Array> {
  // Refused before the room for it is taken.
  if (entry.size > budgetBytes) throw new ZipRefused({ code: 'zip-too-large', limitBytes: budgetBytes })
  const out = new Uint8Array(entry.size)
  await inflate(bytes, entry, budgetBytes, (piece, at) => out.set(piece, at))
  return out
}

/**
 * Checks a whole archive as whoever unpacks it would meet it: every entry, folders and forks
 * included, is inflated and counted (nothing is kept) against the limits, the bytes that came out
 * taken from what is left; throws ZipRefused.
 */
export async function checkZip(bytes: Uint8Array, limits: ZipLimits): Promise<void> {
  let budget = limits.maxTotalBytes
  for (const entry of everyEntry(bytes, limits)) budget -= await inflate(bytes, entry, budget, () => undefined)
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

/** The refusal in English, as the server says it. */
export function describeZipRefusal(refusal: ZipRefusal): string {
  switch (refusal.code) {
    case 'zip-unsafe-path':
      return `The zip file names a file outside its folder (${refusal.entry}); it was not opened.`
    case 'zip-too-large':
      return `The zip file would unpack to more than ${megabytes(refusal.limitBytes)}, or is packed far tighter than ordinary files are; it was not opened.`
    case 'zip-broken':
      return `The zip file could not be opened: ${refusal.detail}.`
  }
}
