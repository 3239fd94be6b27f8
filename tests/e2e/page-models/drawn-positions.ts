// Where a button is drawn, frame by frame from the page's first: what arrives after it is shown
// (data, a map's code) must not move it, or a click pressed on it is released elsewhere and lost.
import type { Page } from '@playwright/test'

interface Recorded {
  __drawnAt?: number[]
}

/**
 * Records, from the next page loaded on, each distinct height on the page (top, in page
 * coordinates) at which a button of this name is drawn; the function returned reads them once two
 * more frames have been drawn.
 */
export async function whereDrawn(page: Page, buttonName: string): Promise<() => Promise<number[]>> {
  await page.addInitScript((name) => {
    const tops: number[] = []
    ;(window as Recorded).__drawnAt = tops
    const frame = () => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)
      const top = button ? Math.round(button.getBoundingClientRect().top + window.scrollY) : undefined
      if (top !== undefined && tops.at(-1) !== top) tops.push(top)
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }, buttonName)
  return () =>
    page.evaluate(() => new Promise<number[]>((read) => requestAnimationFrame(() => requestAnimationFrame(() => read((window as Recorded).__drawnAt ?? [])))))
}
