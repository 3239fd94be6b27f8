// The review time the proponent is promised on submitting an answer is the one the office's answers
// queue has it due (issue 29 item 6): one rule, 48 business hours from when it counts as received.
import { expect, test } from './fixtures'
import { AnswerForm, ownRequest } from './page-models/information-responses'

test('the proponent is promised the review by the time the office’s queue shows it due', async ({ people, account, page, request }) => {
  // The spec's own proponent and assessor (people.ts). A request of its own, issued by the office as
  // it would be, so that the demo's requests stay for the tests that answer them.
  const proponent = await people.standIn('proponent')
  const assessor = await people.standIn('assessor')
  const { projectId } = await ownRequest(request, await people.token(proponent), 'published', 'ADEQUACY_INFORMATION_REQUEST')
  const office = { headers: { Authorization: `Bearer ${await people.token(assessor)}` } }
  const created = await request.post(`/api/staff/projects/${projectId}/information-requests`, {
    ...office,
    data: { preamble: '<p>Please answer.</p>', deadline: null, questions: [{ text: '<p>How deep is the pit?</p>' }] },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const requestId = ((await created.json()) as { id: string }).id
  expect((await request.post(`/api/staff/projects/${projectId}/information-requests/${requestId}/publish`, office)).ok()).toBe(true)
  await account.logIn(proponent)
  await page.goto(`/projects/${projectId}/information-responses/${requestId}`)
  await new AnswerForm(page).answerAndSubmit(1, 'The pit is ten metres deep.', 'depth-survey.pdf')
  await expect(page).toHaveURL(`/projects/${projectId}/documents`)
  const promised = (await page.getByTestId('response-submitted').textContent())?.match(/reviews it by (.+)\.$/)?.[1]
  expect(promised).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{1,2}:\d{2} [AP]M$/)

  await account.logOut()
  await account.logIn(assessor)
  await page.goto(`/staff/review/answers/${requestId}`)
  await expect(page.locator('dt', { hasText: 'Review due' }).locator('xpath=following-sibling::dd[1]')).toHaveText(new RegExp(`^${promised}`))
})
