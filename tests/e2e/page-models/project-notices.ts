// The notices a project's people are mailed, as a long test follows them step by step: each address
// should have received exactly the notices of the steps that told it, once each, in order.
import { expect } from '@playwright/test'
import type { TestInfo } from '@playwright/test'

interface MailBox {
  subjectsTo(address: string): Promise<string[]>
  mailsTo(address: string): Promise<{ subject: string; text: string }[]>
}

/** Compared without spaces: the catcher joins a long subject's encoded words with them. */
const bare = (s: string) => s.replace(/\s+/g, '')

export class ProjectNotices {
  private readonly expected: Record<string, string[]> = {}
  /** The project's number and title, once it has them (its subjects end with them). */
  project = { number: '', title: '' }

  constructor(
    private readonly mail: MailBox,
    private readonly testInfo: TestInfo,
  ) {}

  /** The notices about this project an address has received, by headline, oldest first. */
  async to(address: string): Promise<string[]> {
    const about = bare(`: ${this.project.number} – ${this.project.title}`)
    return (await this.mail.subjectsTo(address))
      .map(bare)
      .filter((s) => s.endsWith(about))
      .map((s) => s.slice(0, -about.length))
  }

  /** The headlines an address should have received so far. */
  expectedTo(address: string): string[] {
    return this.expected[address] ?? []
  }

  /** Waits until each address has received exactly the notices it had plus this one, once. */
  async toldOnce(headline: string, addresses: string[]): Promise<void> {
    for (const address of addresses) {
      this.expected[address] = [...this.expectedTo(address), bare(headline)]
      try {
        await expect.poll(() => this.to(address), { timeout: 30_000, message: `${headline} to ${address}` }).toEqual(this.expected[address])
      } catch (error) {
        // Once, a notice nobody sent here reached the proponent: its whole text says where from.
        const texts = (await this.mail.mailsTo(address)).map((m) => `${m.subject}\n\n${m.text}`).join('\n\n----\n\n')
        await this.testInfo.attach(`mail to ${address}`, { body: texts, contentType: 'text/plain' })
        console.log(`Mail to ${address} when "${headline}" was awaited:\n${texts}`)
        throw error
      }
    }
  }

  /** The headlines, as the notices' subjects compare. */
  static headlines(...headlines: string[]): string[] {
    return headlines.map(bare)
  }
}
