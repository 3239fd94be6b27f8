// Progress of a long count ("files 3,400/15,000, 1.2 GB"), said every few seconds rather than per item.
const SAY_EVERY_MS = 2000

export const sizeText = (bytes: number) => (bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`)

export function progressLine(what: string, total: number, log: (line: string) => void): { step(bytes: number): void; done(bytes: number): void } {
  let count = 0
  let said = Date.now()
  const say = (bytes: number) => log(`${what} ${count.toLocaleString('en')}/${total.toLocaleString('en')}, ${sizeText(bytes)}`)
  return {
    step(bytes) {
      count += 1
      if (Date.now() - said >= SAY_EVERY_MS) {
        said = Date.now()
        say(bytes)
      }
    },
    done: say,
  }
}
