// Writing a zip in the browser with no connection (a draft's archive, decision 0061): every entry
// is stored as it is, not deflated. A draft's files are PDFs, photos and zipped shapefiles, which
// are compressed already, and storing lets a file's bytes go into the archive as the Blob the
// device keeps, without a second copy in memory. The caller hands over each entry's CRC-32 (it
// reads the bytes once anyway, for their SHA-256) and its data, which comes back untouched among
// the headers: the archive is the parts in order. Plain zip only: no ZIP64, so under 4 GiB and
// 65,535 entries, which zip-reader.ts reads back.

export interface StoredEntry<Data> {
  /** The path inside the archive, with forward slashes. */
  name: string
  size: number
  crc32: number
  data: Data
}

const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c
})

/** The CRC-32 zips use; pass the previous result to go on over bytes that follow. */
export function crc32(bytes: Uint8Array, previous = 0): number {
  let c = ~previous >>> 0
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8)
  return ~c >>> 0
}

/** A moment as zip headers keep it: MS-DOS time and date, local to nobody, from 1980. */
function dosTime(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getUTCFullYear())
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  }
}

const UTF8_NAMES = 0x0800
const VERSION = 20

/**
 * The fields a local header and its central-directory record share, in the same order from the
 * flags to the name's length (the local header has them from byte 6, the central record from 8).
 * The method between them stays 0: stored.
 */
function setSharedFields(view: DataView, at: number, entry: { crc32: number; size: number; nameLength: number }, modified: { time: number; date: number }) {
  view.setUint16(at, UTF8_NAMES, true)
  view.setUint16(at + 4, modified.time, true)
  view.setUint16(at + 6, modified.date, true)
  view.setUint32(at + 8, entry.crc32, true)
  view.setUint32(at + 12, entry.size, true)
  view.setUint32(at + 16, entry.size, true)
  view.setUint16(at + 20, entry.nameLength, true)
}

/** The archive as its parts in order: headers as bytes, each entry's data as it was given. */
export function zipStored<Data>(entries: readonly StoredEntry<Data>[], modified: Date): (Uint8Array | Data)[] {
  if (entries.length > 0xfffe) throw new RangeError('A zip without ZIP64 holds at most 65,534 entries')
  const encoder = new TextEncoder()
  const stamp = dosTime(modified)
  const parts: (Uint8Array | Data)[] = []
  const central: Uint8Array[] = []
  let offset = 0
  for (const entry of entries) {
    const name = encoder.encode(entry.name)
    if (offset + 30 + name.length + entry.size > 0xfffffffe) throw new RangeError('A zip without ZIP64 holds less than 4 GiB')
    const fields = { crc32: entry.crc32, size: entry.size, nameLength: name.length }
    const local = new Uint8Array(30 + name.length)
    const lv = new DataView(local.buffer)
    lv.setUint32(0, 0x04034b50, true)
    lv.setUint16(4, VERSION, true)
    setSharedFields(lv, 6, fields, stamp)
    local.set(name, 30)

    const record = new Uint8Array(46 + name.length)
    const cv = new DataView(record.buffer)
    cv.setUint32(0, 0x02014b50, true)
    cv.setUint16(4, VERSION, true)
    cv.setUint16(6, VERSION, true)
    setSharedFields(cv, 8, fields, stamp)
    cv.setUint32(42, offset, true)
    record.set(name, 46)

    parts.push(local, entry.data)
    central.push(record)
    offset += local.length + entry.size
  }
  const directorySize = central.reduce((n, record) => n + record.length, 0)
  const end = new Uint8Array(22)
  const ev = new DataView(end.buffer)
  ev.setUint32(0, 0x06054b50, true)
  ev.setUint16(8, entries.length, true)
  ev.setUint16(10, entries.length, true)
  ev.setUint32(12, directorySize, true)
  ev.setUint32(16, offset, true)
  return [...parts, ...central, end]
}
