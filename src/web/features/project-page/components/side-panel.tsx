// The side panel of a project page: proponent, progress through the stage groups, lead assessor
// (the panel and hearing manager of a panel review), district contacts, Indigenous governments
// notified, decision bodies, the location with its downloads, and the whole project's download.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { PROJECT_TYPE } from '../../../../shared/domain/stages'
import type { ProjectTypeId } from '../../../../shared/domain/stages'
import { districtName, referenceQueries } from '../../../lib/reference-data'
import type { Organization } from '../../../lib/reference-data'
import type { Project } from '../api/project-page-queries'
import { hasExportableLocation } from '../../../../shared/geo/location-export'
import { LocationDownloads } from './location-downloads'
import { ProjectBundle } from './project-bundle'
import styles from './project-page.module.css'
import { progressGroups, useStageNames } from '../../../lib/stage-names'

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.panelSection}>
      <h2 className={styles.panelHeading}>{title}</h2>
      {children}
    </section>
  )
}

function useOrganizationNames(list: Organization[] | undefined, ids: string[]): string[] {
  const { i18n } = useLingui()
  const byId = new Map((list ?? []).map((o) => [o.organizationId, o]))
  return ids
    .map((id) => {
      const o = byId.get(id)
      if (!o) return ''
      return (i18n.locale === 'fr' ? o.frenchDisplayName : null) ?? o.publicDisplayName
    })
    .filter(Boolean)
}

function Progress({ project }: { project: Project }) {
  const names = useStageNames()
  const groups = progressGroups(project.projectTypeId as ProjectTypeId)
  const current = groups.indexOf(project.stageGrouping)
  const closed = !project.isActive
  return (
    <ol className={styles.progress}>
      {groups.map((group, index) => {
        const state = closed && project.stageGrouping === 'decision' ? 'done' : index < current ? 'done' : index === current ? 'current' : 'todo'
        return (
          <li key={group} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            {names.group(group, project.projectTypeId)}
          </li>
        )
      })}
    </ol>
  )
}

/**
 * Loads the lists the panel names districts, First Nations and decision bodies from, for the route
 * to load with the project: arriving after the panel was drawn, their sections pushed the rest of
 * it down by a few hundred pixels, under the visitor's click on "Download everything". A list that
 * cannot be had leaves its section out, as it would have.
 */
export async function loadSidePanelLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(referenceQueries.assessmentDistricts()),
    queryClient.prefetchQuery(referenceQueries.firstNations()),
    queryClient.prefetchQuery(referenceQueries.decisionBodies()),
  ])
}

/** map: the project's location map, which the page supplies (maps are their own feature). */
export function SidePanel({ project, map }: { project: Project; map?: ReactNode }) {
  const { t, i18n } = useLingui()
  const districts = useQuery(referenceQueries.assessmentDistricts()).data ?? []
  const firstNations = useOrganizationNames(useQuery(referenceQueries.firstNations()).data, project.firstNations)
  const decisionBodies = useOrganizationNames(useQuery(referenceQueries.decisionBodies()).data, project.decisionBodies)
  const projectDistricts = districts.filter((d) => project.assessmentDistricts.includes(d.assessmentDistrictId))
  const isPanel = project.projectTypeId === PROJECT_TYPE.panelReview

  return (
    <aside className={styles.panel} aria-label={t`Project information`}>
      <Section title={<Trans>Proponent</Trans>}>
        <p>{project.proponentName}</p>
      </Section>
      <Section title={<Trans>Progress</Trans>}>
        <Progress project={project} />
      </Section>
      {project.leadAssessor && (
        <Section title={isPanel ? <Trans>Panel and Hearing Manager</Trans> : <Trans>Lead Assessor</Trans>}>
          <p>
            {project.leadAssessor.name}
            <br />
            <a href={`mailto:${project.leadAssessor.email}`}>{project.leadAssessor.email}</a>
          </p>
        </Section>
      )}
      {projectDistricts.length > 0 && (
        <Section title={<Trans>Assessment District Contacts</Trans>}>
          <ul className={styles.plainList}>
            {projectDistricts.map((d) => (
              <li key={d.assessmentDistrictId}>
                <strong>{districtName(d, i18n.locale === 'fr')}</strong>
                {d.phone && (
                  <>
                    <br />
                    <a href={`tel:${d.phone.replace(/[^\d+]/g, '')}`}>{d.phone}</a>
                  </>
                )}
                {d.email && (
                  <>
                    <br />
                    <a href={`mailto:${d.email}`}>{d.email}</a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {firstNations.length > 0 && (
        <Section title={<Trans>Indigenous Governments Notified</Trans>}>
          <ul className={styles.plainList}>
            {firstNations.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </Section>
      )}
      {project.showDecisionBodies && decisionBodies.length > 0 && (
        <Section title={<Trans>Decision Bodies</Trans>}>
          <ul className={styles.plainList}>
            {decisionBodies.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </Section>
      )}
      {(map || hasExportableLocation(project)) && (
        <Section title={<Trans>Location</Trans>}>
          {map}
          <LocationDownloads location={project} />
        </Section>
      )}
      {project.projectNumber && (
        <Section title={<Trans>All project files</Trans>}>
          <ProjectBundle projectNumber={project.projectNumber} />
        </Section>
      )}
    </aside>
  )
}
