// No form loses what was typed without a word (issue 29 item 7): an answer to an information
// request with a file chosen asks before the person leaves it for the Documents tab, on a desktop
// and a tablet, in English and French; Cancel keeps everything, Yes leaves. The other forms that
// hold typed input ask the same.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import type { Account } from './page-models/account'
import type { People } from './people'
import { findOpenProject } from './page-models/comment-form'
import { AnswerForm, ownRequest } from './page-models/information-responses'
import { pdfFile, tokenOf } from './page-models/proposal-form'

const WORDS = {
  en: { leave: 'Leave this page?', cancel: 'Cancel', yes: 'Yes, leave' },
  fr: { leave: 'Quitter cette page?', cancel: 'Annuler', yes: 'Oui, quitter' },
} as const

const guard = (page: Page, language: keyof typeof WORDS) => page.getByRole('dialog', { name: WORDS[language].leave })

for (const device of ['desktop', 'tablet'] as const) {
  const tag = device === 'tablet' ? ' @tablet' : ''
  for (const language of ['en', 'fr'] as const) {
    test(`an information response with an answer and a file asks before leaving for the Documents tab, in ${language}${tag}`, async ({
      account,
      page,
      request,
      shell,
      projectPage,
      people,
    }) => {
      await account.logIn(await people.standIn('proponent'))
      // A request the tests keep as a draft answer: this one sends nothing.
      const { projectId, requestId } = await ownRequest(request, await tokenOf(page), 'draft_answer', 'EVALUATION_INFORMATION_REQUEST')
      if (language === 'fr') await shell.switchLanguage('Français')
      await page.goto(`/projects/${projectId}/information-responses/${requestId}`)
      const form = new AnswerForm(page)
      await form.answer(1).click()
      await page.keyboard.type(`Not sent yet (${device}).`)
      await form.files(1).setInputFiles(pdfFile('not-sent.pdf'))
      await expect(page.getByTestId('queued-file')).toHaveText(/not-sent\.pdf/)

      await projectPage.tab('Documents').click()
      await expect(guard(page, language)).toBeVisible()
      await guard(page, language).getByRole('button', { name: WORDS[language].cancel }).click()
      await expect(guard(page, language)).toHaveCount(0)
      await expect(page).toHaveURL(`/projects/${projectId}/information-responses/${requestId}`)
      await expect(form.answer(1)).toContainText(`Not sent yet (${device}).`)
      await expect(page.getByTestId('queued-file')).toHaveText(/not-sent\.pdf/)

      await projectPage.tab('Documents').click()
      await guard(page, language).getByRole('button', { name: WORDS[language].yes }).click()
      await expect(page).toHaveURL(`/projects/${projectId}/documents`)
    })
  }
}

interface Case {
  name: string
  /** Opens the form, signed in as needed. */
  open: (page: Page, account: Account, request: APIRequestContext, people: People) => Promise<void>
  /** Types into it. */
  fill: (page: Page) => Promise<void>
  /** A link away from it. */
  away: (page: Page) => Locator
}

const homeLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Home', exact: true })
const projectTab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Project sections' }).getByRole('link', { name })

const CASES: Case[] = [
  {
    name: 'a comment',
    open: async (page, _account, request) => {
      const project = await findOpenProject(request)
      await page.goto(`/projects/${project.projectId}/comments`)
      await page.getByRole('button', { name: 'Add a Comment' }).click()
    },
    fill: (page) => page.getByTestId('comment-form').getByRole('textbox', { name: 'Comment', exact: true }).fill('Half a thought about the culverts'),
    away: (page) => projectTab(page, 'Documents'),
  },
  {
    name: 'a registration',
    open: async (page) => {
      await page.goto('/register')
    },
    fill: (page) => page.getByRole('textbox', { name: 'First name' }).fill('Ada'),
    away: homeLink,
  },
  {
    name: 'one’s personal details',
    open: async (page, account, _request, people) => {
      await account.logIn(await people.standIn('proponent'))
      await page.goto('/my-account')
    },
    fill: (page) => page.getByLabel('Telephone (optional)').fill('867-555-0142'),
    away: homeLink,
  },
  {
    name: 'a site message',
    open: async (page, account, _request, people) => {
      await account.logIn(await people.standIn('administrator'))
      await page.goto('/staff/site-messages')
    },
    fill: (page) => page.getByTestId('site-message-form').getByRole('textbox', { name: 'Title', exact: true }).fill('Half-written notice'),
    away: (page) => page.getByRole('navigation', { name: 'Staff workspace' }).getByRole('link').first(),
  },
]

for (const c of CASES) {
  test(`${c.name}, half written, asks before the page is left, and leaves only when told`, async ({ page, account, request, people }) => {
    await c.open(page, account, request, people)
    await c.fill(page)
    const url = page.url()
    await c.away(page).click()
    await expect(guard(page, 'en')).toBeVisible()
    await guard(page, 'en').getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(url)
    await c.away(page).click()
    await guard(page, 'en').getByRole('button', { name: 'Yes, leave' }).click()
    await expect(page).not.toHaveURL(url)
  })
}
