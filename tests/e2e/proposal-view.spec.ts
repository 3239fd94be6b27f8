// A submitted general proposal as the public reads it (issue 29 item 8): the placer view's address
// of a general-form project shows the general form; the read-only form shows everything the form
// took, under the form's own labels and with the names of its lists rather than their codes, and a
// map of the location; on a desktop and a tablet, in English and French. The project is the demo
// proponent's (found through the spec's own stand-in for them), submitted by an agent through the
// online form.
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import type { GeneralForm } from '../../src/shared/proposal-form/general-form'
import { AGENCY_TYPES, REGULATION_PARTS } from '../../src/shared/proposal-form/general-form-reference'

/** The demo proponent's project whose general form an agent submitted online, and its form, found with the session `token` of a proponent of it. */
async function agentProposal(request: APIRequestContext, token: string): Promise<{ projectId: string; form: GeneralForm }> {
  const auth = { headers: { Authorization: `Bearer ${token}` } }
  const mine = (await (await request.get('/api/projects/my', auth)).json()) as {
    projects: { projectId: string; hasForm1: boolean; uploadedByForm2: boolean }[]
  }
  for (const { projectId } of mine.projects.filter((p) => p.hasForm1 && !p.uploadedByForm2)) {
    // Read as the public reads it: a project still at Proposal Check is not public.
    const answer = await request.get(`/api/projects/${projectId}`)
    if (!answer.ok()) continue
    const { project } = (await answer.json()) as { project: { form1: string | null } }
    const form = project.form1 ? (JSON.parse(project.form1) as GeneralForm) : null
    if (form?.version === 5 && form.isAgent && form.proposalAsDocument === 'notAsDocument') return { projectId, form }
  }
  throw new Error('The demo proponent has no public proposal an agent submitted through the online form')
}

const LABELS = {
  en: {
    heading: 'Project proposal',
    part2: 'Part 2: Regulations and authorizations',
    proponentEmail: 'Proponent email',
    contactEmail: 'Contact email',
    regulations: 'Applicable regulations',
    part: (key: string, name: string) => `Part ${key}: ${name}`,
    federalAgency: 'Is the proponent a federal agency?',
    infrastructure: 'Does the project receive infrastructure funding from a government?',
    authorizations: 'Authorizations',
    firstNations: 'First Nations whose traditional territory the project is in',
    settlement: 'Is the project on settlement land?',
    community: 'Is the project within a Yukon community?',
    nearest: 'Nearest community',
    distance: 'Distance from the community (km)',
    drainages: 'Drainages',
    watercourses: 'Watercourses in or near the project area',
    map: 'Map of the location given in the proposal',
    yes: 'Yes',
    no: 'No',
  },
  fr: {
    heading: 'Proposition de projet',
    part2: 'Partie 2 : Règlements et autorisations',
    proponentEmail: 'Courriel du promoteur',
    contactEmail: 'Courriel de la personne-ressource',
    regulations: 'Règlements applicables',
    part: (key: string, name: string) => `Partie ${key} : ${name}`,
    federalAgency: 'Le promoteur est-il un organisme fédéral?',
    infrastructure: 'Le projet reçoit-il un financement d’infrastructure d’un gouvernement?',
    authorizations: 'Autorisations',
    firstNations: 'Premières Nations sur le territoire traditionnel desquelles se trouve le projet',
    settlement: 'Le projet se trouve-t-il sur des terres visées par un règlement?',
    community: 'Le projet se trouve-t-il dans une collectivité du Yukon?',
    nearest: 'Collectivité la plus proche',
    distance: 'Distance de la collectivité (km)',
    drainages: 'Bassins hydrographiques',
    watercourses: 'Cours d’eau dans la zone du projet ou à proximité',
    map: 'Carte de l’emplacement indiqué dans la proposition',
    yes: 'Oui',
    no: 'Non',
  },
} as const

for (const device of ['desktop', 'tablet'] as const) {
  const tag = device === 'tablet' ? ' @tablet' : ''
  for (const language of ['en', 'fr'] as const) {
    test(`a general proposal shows, at the placer view's address too, everything its form took under the form's labels, with a map, in ${language}${tag}`, async ({
      page,
      request,
      shell,
      people,
    }) => {
      const { projectId, form } = await agentProposal(request, await people.token(await people.standIn('proponent')))
      const words = LABELS[language]
      await page.goto('/')
      if (language === 'fr') await shell.switchLanguage('Français')
      await page.goto(`/projects/${projectId}/documents/form2`)
      await expect(page).toHaveURL(`/projects/${projectId}/documents/form1`)
      await expect(page.getByRole('heading', { name: words.heading, level: 2 })).toBeVisible()
      await expect(page.getByRole('heading', { name: /Placer|placer/ })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: words.part2, level: 3 })).toBeVisible()

      const answer = (label: string) => page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`)
      const yesNo = (value: boolean) => (value ? words.yes : words.no)
      const names = <T extends { key: string; name: { en: string; fr: string } }>(list: readonly T[], key: string) =>
        list.find((x) => x.key === key)!.name[language]

      await expect(answer(words.proponentEmail)).toHaveText(form.proponentEmail)
      await expect(answer(words.contactEmail)).toHaveText(form.contactEmail)
      const regulation = form.applicableRegulationsList[0]!
      await expect(answer(words.regulations)).toContainText(words.part(regulation.part, names(REGULATION_PARTS, regulation.part)))
      await expect(answer(words.federalAgency)).toHaveText(yesNo(form.proponentIsFedAgency!))
      await expect(answer(words.infrastructure)).toHaveText(yesNo(form.infrastructureFunding!))
      const authorization = form.authorizationsList[0]!
      await expect(answer(words.authorizations)).toContainText(
        `${names(AGENCY_TYPES, authorization.agency)} — ${authorization.department} — ${authorization.authorization}`,
      )
      const firstNations = (
        (await (await request.get('/api/organizations/first-nations')).json()) as {
          organizations: { organizationId: string; publicDisplayName: string; frenchDisplayName: string | null }[]
        }
      ).organizations
      for (const id of form.firstNations) {
        const nation = firstNations.find((f) => f.organizationId === id)!
        await expect(answer(words.firstNations)).toContainText((language === 'fr' ? nation.frenchDisplayName : null) ?? nation.publicDisplayName)
      }
      await expect(answer(words.settlement)).toHaveText(form.settlementLandStatus.isSettlement ? words.yes : words.no)
      await expect(answer(words.community)).toHaveText(yesNo(form.yukonCommunity.isYukonCommunity))
      await expect(answer(words.nearest)).toHaveText(form.communitiesList[0]!.nearestCommunity)
      // Distances in the reader's language: 4.0 reads 4,0 in French.
      const distance = form.communitiesList[0]!.distanceFromCommunity
      await expect(answer(words.distance)).toHaveText(language === 'fr' ? distance.replace('.', ',') : distance)
      const drainage = (language === 'fr' ? form.drainagesFr : form.drainages)[0]!
      await expect(answer(words.drainages)).toContainText(`${drainage.majorDrainageName} - ${drainage.subDrainageName} - ${drainage.subSubDrainageName}`)
      await expect(answer(words.watercourses)).toHaveText(form.watercourses)

      const map = page.getByRole('group', { name: words.map })
      await expect(map).toBeVisible()
      await expect(map.locator('path.file-shape, path.file-line').first()).toBeAttached()
    })
  }
}
