// The seeded pseudo-random numbers behind the demo set. Everything the demo generator decides —
// ids included — comes from here, so the same seed gives the same data. Streams are named and
// forked by name (`rng.fork('project:17')`), so what one area draws never shifts another area.

/** 128 bits of state from a text: four FNV-1a lanes with different offsets, each finished by a murmur-style mix. */
function stateFromText(text: string): [number, number, number, number] {
  const lanes: [number, number, number, number] = [0, 0, 0, 0]
  for (let lane = 0; lane < 4; lane++) {
    let h = (0x811c9dc5 ^ Math.imul(lane + 1, 0x9e3779b9)) >>> 0
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i)
      h = Math.imul(h, 0x01000193)
    }
    h ^= text.length
    h ^= h >>> 16
    h = Math.imul(h, 0x85ebca6b)
    h ^= h >>> 13
    h = Math.imul(h, 0xc2b2ae35)
    h ^= h >>> 16
    lanes[lane] = h >>> 0
  }
  return lanes
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

/** A small fast generator (the sfc32 design: three words of state and a counter). */
export class Random {
  private a: number
  private b: number
  private c: number
  private d: number

  constructor(readonly name: string) {
    ;[this.a, this.b, this.c, this.d] = stateFromText(name)
    for (let i = 0; i < 15; i++) this.uint32()
  }

  /** The root stream of a seed. */
  static seeded(seed: string | number): Random {
    return new Random(`registry-demo:${seed}`)
  }

  /** An independent stream named under this one; the same name always gives the same stream. */
  fork(name: string | number): Random {
    return new Random(`${this.name}/${name}`)
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return t >>> 0
  }

  /** A number in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** A number in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  /** Leans towards the low end: the mean of two draws, squared toward min by `skew` > 1. */
  skewed(min: number, max: number, skew = 2): number {
    return min + Math.pow(this.next(), skew) * (max - min)
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(this.next() * items.length)]!
  }

  /** One of the items, each as likely as its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0)
    let r = this.next() * total
    for (const [item, w] of items) {
      r -= w
      if (r < 0) return item
    }
    return items[items.length - 1]![0]
  }

  /** k distinct items in random order (all of them when k ≥ length). */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = [...items]
    const n = Math.min(k, copy.length)
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i))
      ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
    }
    return copy.slice(0, n)
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.sample(items, items.length)
  }

  bytes(n: number): Uint8Array {
    const out = new Uint8Array(n)
    for (let i = 0; i < n; i += 4) {
      const word = this.uint32()
      for (let k = 0; k < 4 && i + k < n; k++) out[i + k] = (word >>> (8 * k)) & 0xff
    }
    return out
  }

  /** A version-4-shaped UUID drawn from this stream. */
  uuid(): string {
    const b = this.bytes(16)
    b[6] = (b[6]! & 0x0f) | 0x40
    b[8] = (b[8]! & 0x3f) | 0x80
    let s = ''
    for (let i = 0; i < 16; i++) {
      s += HEX[b[i]!]
      if (i === 3 || i === 5 || i === 7 || i === 9) s += '-'
    }
    return s
  }
}
