// Tells the editor's own changes coming back as its value from a new value set from outside. The
// value may come back late (a form that stores drafts in IndexedDB and reads them back): an older
// change of ours arriving after newer typing must not reset the text, or the caret and the last
// letters typed would be lost.

export class OwnChanges {
  /** What the editor holds, as it last reported it or was given it. */
  current: string
  /** Changes reported but not yet seen coming back, oldest first. */
  private pending: string[] = []

  constructor(initial: string) {
    this.current = initial
  }

  /** The editor reports its text changed. */
  reported(html: string): void {
    this.current = html
    this.pending.push(html)
    // A value that never comes back (a parent that ignores some changes) must not keep them all.
    if (this.pending.length > 500) this.pending.shift()
  }

  /** Whether this value is one of our own changes coming back (then the editor is left alone). */
  isOwn(value: string): boolean {
    if (value === this.current) {
      this.pending = []
      return true
    }
    const index = this.pending.indexOf(value)
    if (index >= 0) {
      this.pending = this.pending.slice(index + 1)
      return true
    }
    return false
  }

  /** A value from outside replaces the text. */
  replaced(value: string): void {
    this.current = value
    this.pending = []
  }
}
