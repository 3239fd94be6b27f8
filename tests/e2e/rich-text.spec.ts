// The proposal form's rich-text fields (parts 5, 6 and 8): the spec's toolbar formats the text, the
// draft keeps it as sanitized HTML across a reload and sends it to the server, pasted HTML loses
// anything unsafe, and the toolbar speaks French in the French form.
import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { ProposalForm, serverProposal, tokenOf } from './page-models/proposal-form'

async function openPart(page: Page, part: number) {
  await page
    .getByRole('navigation', { name: /Parts of the proposal|Parties de la proposition/ })
    .getByRole('button', { name: new RegExp(`^(Part|Partie) ${part}\\s?:`) })
    .click()
}

/** The description in the draft this device keeps (IndexedDB "registry", table "drafts"). */
function storedDescription(page: Page, projectId: string): Promise<string | null> {
  return page.evaluate(
    (id) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('registry')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const get = open.result.transaction('drafts').objectStore('drafts').get(id)
          get.onsuccess = () => {
            open.result.close()
            resolve((get.result?.form as { projectDescription?: string } | undefined)?.projectDescription ?? null)
          }
          get.onerror = () => reject(get.error)
        }
      }),
    projectId,
  )
}

/** Pastes HTML into the focused editor as a browser does from the clipboard. */
async function pasteHtml(page: Page, html: string) {
  await page.evaluate((content) => {
    const data = new DataTransfer()
    data.setData('text/html', content)
    data.setData('text/plain', content.replace(/<[^>]+>/g, ''))
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, html)
}

test.describe('rich text in the general form', () => {
  // The pasted image's onerror: the page's Content Security Policy reports it when the sanitizer
  // parses the HTML (before dropping it), even in a document where nothing runs.
  test.use({ allowedConsoleErrors: [/Executing inline event handler violates the following Content Security Policy/] })

  test('formats with the toolbar and keyboard, keeps the HTML through a reload, and sends it sanitized', async ({ page, request, people }) => {
    // A new account by mail, then the editor typed into key by key and reloaded: a long flow.
    test.slow()
    await people.newAccount({ firstName: 'Writer', confirmIn: page })
    const token = await tokenOf(page)
    await page.goto('/project/add')
    const form = new ProposalForm(page)
    await form.title.fill('Rich text check')
    await openPart(page, 5)

    const description = page.getByRole('textbox', { name: 'Project description' })
    const toolbar = page.locator('[role=toolbar][aria-controls="gf-projectDescription"]')
    await expect(description).toBeVisible()
    await expect(toolbar).toHaveAccessibleName('Formatting Project description')
    await description.click()
    await page.keyboard.type('Camp layout')
    await toolbar.getByRole('combobox', { name: 'Block type' }).selectOption('Heading 3')
    await expect(description.locator('h3')).toHaveText('Camp layout')
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await expect(toolbar.getByRole('combobox', { name: 'Block type' })).toHaveValue('paragraph')

    const bold = toolbar.getByRole('button', { name: 'Bold' })
    await expect(bold).toHaveAttribute('aria-pressed', 'false')
    await bold.click()
    await expect(bold).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.type('Ten tents')
    await bold.click()
    await page.keyboard.type(' for ')
    await page.keyboard.press('ControlOrMeta+u')
    await page.keyboard.type('summer')
    await page.keyboard.press('ControlOrMeta+u')
    await page.keyboard.type(', H')
    await toolbar.getByRole('button', { name: 'Subscript' }).click()
    await page.keyboard.type('2')
    await toolbar.getByRole('button', { name: 'Subscript' }).click()
    await page.keyboard.type('O tanks')
    await page.keyboard.press('Enter')
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click()
    await page.keyboard.type('kitchen')
    await page.keyboard.press('Enter')
    await page.keyboard.type('sleeping')
    await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true')

    // Pasted from elsewhere: the text stays, script and images do not.
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await pasteHtml(page, '<p>Pasted <b>note</b><img src="x" onerror="window.pwned=1"><script>window.pwned=1</script></p>')
    await expect(description).toContainText('Pasted note')
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined()

    const expected =
      '<h3>Camp layout</h3><p><strong>Ten tents</strong> for <u>summer</u>, H<sub>2</sub>O tanks</p><ul><li><p>kitchen</p></li><li><p>sleeping</p></li></ul><p>Pasted <strong>note</strong></p>'
    await expect(form.status).toHaveText(/Saved on this device|Synced/)

    // Undo and redo from the toolbar.
    const undo = toolbar.getByRole('button', { name: 'Undo' })
    await undo.click()
    await expect(description).not.toContainText('Pasted note')
    await toolbar.getByRole('button', { name: 'Redo' }).click()
    await expect(description).toContainText('Pasted note')

    // Kept on this device (within 300 ms) before the page goes away.
    await expect.poll(() => storedDescription(page, form.projectId())).toBe(expected)
    await page.reload()
    await openPart(page, 5)
    await expect(description.locator('h3')).toHaveText('Camp layout')
    await expect(description.locator('strong').first()).toHaveText('Ten tents')
    await expect(description.locator('li')).toHaveText(['kitchen', 'sleeping'])
    await expect(description).toContainText('Pasted note')

    await form.saveDraft.click()
    await expect(form.status).toHaveText('Synced', { timeout: 20_000 })
    const onServer = await serverProposal(request, token, form.projectId())
    expect(JSON.parse(onServer!.form1)).toMatchObject({ projectDescription: expected })
  })
})

test.describe('rich text in the French form', () => {
  test('the toolbar in French', async ({ page, people }) => {
    await people.newAccount({ firstName: 'Francoise', confirmIn: page })
    await page.goto('/project/add/fr')
    await openPart(page, 5)
    const toolbar = page.locator('[role=toolbar][aria-controls="gf-projectDescription"]')
    await expect(toolbar).toHaveAccessibleName('Mise en forme Description du projet')
    for (const name of ['Gras', 'Italique', 'Souligné', 'Indice', 'Exposant', 'Liste à puces', 'Liste numérotée', 'Défaire', 'Refaire']) {
      await expect(toolbar.getByRole('button', { name })).toBeVisible()
    }
    await expect(toolbar.getByRole('combobox', { name: 'Type de bloc' }).locator('option')).toHaveText(['Normal', 'Titre 3', 'Citation'])
  })
})
