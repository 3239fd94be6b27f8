// My Projects (spec public-registry §2): the projects the user follows or has a role on, as cards
// or a sortable table, with the filter, "Show Hidden Projects" (only when some are hidden) and
// "Only Active Projects" (on by default). Drafts kept on this device are listed too, also those the
// registry does not have yet, each once and marked as kept here, and a draft can be deleted here
// (spec §4): it leaves the list at once and is deleted on the server when the connection allows,
// or exported to a file (decision 0061).
// With no connection the list is the one saved on this device, said so with its date, and the
// registry's own comes back with the connection. What waits to be sent is counted above the list,
// each draft kept here says when it was saved on this device and when it was sent to the registry,
// and the list is read again as soon as the sync has sent work, without a reload.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { DeleteDraftButton } from '../../../components/delete-draft/delete-draft-button'
import { ExportDraftButton } from '../../../components/draft-archive/export-draft-button'
import { WaitingWork } from '../../../components/layout/waiting-work'
import { useDraftsOnThisDevice } from '../../../lib/db/drafts-store'
import type { StoredDraft } from '../../../lib/db/drafts-store'
import { deleteDraft, deletedOnThisPage } from '../../../lib/drafts/draft-actions'
import { onWorkSent } from '../../../lib/drafts/sync-events'
import { useConnectivity } from '../../../lib/connectivity'
import { useLocale } from '../../../lib/i18n'
import { useSession, useSessionUser } from '../../../lib/session'
import { useStageNames } from '../../../lib/stage-names'
import { formatDateTime } from '../../../../shared/domain/dates'
import { PROJECT_TYPE, stageByCode } from '../../../../shared/domain/stages'
import type { MyProject, MyProjectsList, Toggle } from '../api/my-projects-queries'
import { myProjectsKeys } from '../api/my-projects-queries'
import { visibleRows, withDeviceDrafts } from '../my-projects-list'
import type { SortKey } from '../my-projects-list'
import { sortRows } from '../../../lib/table-sort'
import type { Sort } from '../../../lib/table-sort'
import { DataTable } from '../../../components/ui/data-table'
import { roleNames } from './role-names'
import { runToggle } from './toggle-messages'
import styles from './my-projects.module.css'

const DRAFT = stageByCode(PROJECT_TYPE.evaluation, 'DRAFT')

/** A row of the list; onDevice: a draft this device keeps (`device`), and whether the list has it too. */
type Row = MyProject & { onDevice?: 'only' | 'also'; device?: StoredDraft }

/** A draft the list does not have (not synced yet), as My Projects shows it. */
function deviceDraftRow(draft: StoredDraft): Row {
  return {
    onDevice: 'only',
    device: draft,
    projectId: draft.projectId,
    projectNumber: null,
    title: draft.summary.projectTitle,
    proponentName: draft.summary.proponentName,
    lastUpdated: new Date(draft.updatedAt).toISOString(),
    submittedAt: null,
    projectTypeId: DRAFT.projectTypeId,
    stageId: DRAFT.stageId,
    stageGrouping: DRAFT.stageGrouping,
    isActive: true,
    isDraft: true,
    uploadedByForm2: draft.kind === 'placer',
    formKind: draft.kind,
    // As the registry lists a draft: its author has no role on it until it is submitted.
    isProponentOrAgent: false,
    hasForm1: true,
    form1: null,
    userRoles: [],
    hidden: false,
  }
}

function Actions({ project }: { project: Row }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const session = useSession()
  const remove = async () => {
    if (!session) return
    await deleteDraft(project.projectId, session.user.userId)
    void navigate({ to: '/my-projects', replace: true, state: { draftDeleted: { title: project.title } } })
  }
  const toggle = async (which: Toggle) => {
    if (await runToggle(project.projectId, which)) await queryClient.invalidateQueries({ queryKey: myProjectsKeys.all })
  }
  return (
    <div className={styles.actions}>
      {project.isDraft && project.formKind === 'general' ? (
        <Link to="/projects/$projectId/edit" params={{ projectId: project.projectId }}>
          <Trans>Open draft</Trans>
        </Link>
      ) : project.isDraft && project.formKind === 'placer' ? (
        <Link to="/projects/$projectId/edit-placer" params={{ projectId: project.projectId }}>
          <Trans>Open draft</Trans>
        </Link>
      ) : project.isDraft && project.formKind === 'upload' ? (
        <Link to="/projects/$projectId/edit-upload" params={{ projectId: project.projectId }}>
          <Trans>Open draft</Trans>
        </Link>
      ) : (
        <Link to="/projects/$projectId" params={{ projectId: project.projectId }}>
          {project.isDraft ? <Trans>Open draft</Trans> : <Trans>View</Trans>}
        </Link>
      )}
      {/* The drafts listed are the person's own (the registry lists no one else's). */}
      {project.onDevice && <ExportDraftButton look="link" projectId={project.projectId} />}
      {project.isDraft && <DeleteDraftButton look="link" title={project.title} onDelete={remove} />}
      {project.userRoles.includes('follower') && (
        <button type="button" className={styles.linkButton} onClick={() => void toggle('unfollow')}>
          <Trans>Unfollow</Trans>
        </button>
      )}
      {project.userRoles.includes('decision-body') && (
        <button type="button" className={styles.linkButton} onClick={() => void toggle(project.hidden ? 'unhide' : 'hide')}>
          {project.hidden ? <Trans>Unhide</Trans> : <Trans>Hide</Trans>}
        </button>
      )}
    </div>
  )
}

/** A listed draft this device keeps: its words as last written here when that is newer. */
function alsoHere(row: Row, draft: StoredDraft): Row {
  if (!row.isDraft) return row
  const newer = draft.updatedAt > Date.parse(row.lastUpdated)
  return { ...row, onDevice: 'also', device: draft, ...(newer ? { title: draft.summary.projectTitle, proponentName: draft.summary.proponentName } : {}) }
}

/** The list with this device's drafts, without those deleted here (the list may predate the delete). */
function useWithDeviceDrafts(listed: MyProject[]): Row[] {
  // Whose session ended too: their drafts wait here for the next login, listed meanwhile.
  const user = useSessionUser()
  const device = useDraftsOnThisDevice(user?.userId ?? '')
  if (!device) return listed
  return withDeviceDrafts<Row, StoredDraft>(
    listed,
    { drafts: device.drafts, deleting: new Set([...device.deleting, ...deletedOnThisPage()]) },
    deviceDraftRow,
    alsoHere,
  )
}

/** With no connection: says the list is the one saved on this device, and when it was saved. */
function SavedListNote({ list }: { list: MyProjectsList }) {
  const locale = useLocale()
  const queryClient = useQueryClient()
  const online = useConnectivity() === 'online'
  // Back online: the registry's list again.
  useEffect(() => {
    if (online && list.from !== 'registry') void queryClient.invalidateQueries({ queryKey: myProjectsKeys.all })
  }, [online, list.from, queryClient])
  if (list.from === 'registry') return null
  return (
    <p role="status" className={styles.savedNote} data-testid="saved-list">
      {list.from === 'device' ? (
        <Trans>
          The registry cannot be reached: this is your list as saved on this device on {formatDateTime(new Date(list.savedAt), locale)}, with the drafts kept
          here. It may not show the latest changes.
        </Trans>
      ) : (
        <Trans>The registry cannot be reached, and no list of your projects is saved on this device yet: only the drafts kept here are shown.</Trans>
      )}
    </p>
  )
}

/** Where a draft this device keeps stands: saved here when, sent to the registry when, or waiting. */
function OnDevice({ project }: { project: Row }) {
  const locale = useLocale()
  const draft = project.device
  if (!project.onDevice || !draft) return null
  const at = (time: number) => formatDateTime(new Date(time), locale)
  const savedAt = at(draft.updatedAt)
  const synced = draft.syncState === 'synced'
  const sentTime = draft.sentAt ?? (project.onDevice === 'also' ? Date.parse(project.lastUpdated) : null)
  const sentAt = synced && sentTime !== null ? at(sentTime) : null
  const submissionWaits = draft.submitRequested && !draft.projectNumber && draft.syncState !== 'error'
  const state =
    project.onDevice === 'also' ? (
      <Trans>Kept on this device</Trans>
    ) : submissionWaits ? (
      <Trans>Submitted on this device: it goes to the registry when the connection returns</Trans>
    ) : sentAt === null ? (
      <Trans>Only on this device: not sent to the registry yet</Trans>
    ) : null
  const sent =
    sentAt !== null ? <Trans>Sent to the registry at {sentAt}</Trans> : project.onDevice === 'also' ? <Trans>Changes not sent to the registry yet</Trans> : null
  return (
    <ul className={styles.onDevice} data-testid="on-device">
      {state && <li>{state}</li>}
      <li>
        <Trans>Saved on this device at {savedAt}</Trans>
      </li>
      {sent && <li>{sent}</li>}
    </ul>
  )
}

/** Once the sync has sent work, the list read before it is read again. */
function useListFollowsSync() {
  const queryClient = useQueryClient()
  useEffect(() => onWorkSent(() => void queryClient.invalidateQueries({ queryKey: myProjectsKeys.all })), [queryClient])
}

export function MyProjectsPage({ list }: { list: MyProjectsList }) {
  const user = useSessionUser()
  useListFollowsSync()
  return (
    <>
      <SavedListNote list={list} />
      {user && <WaitingWork userId={user.userId} className={styles.waiting} />}
      <ProjectsList listed={list.projects} />
    </>
  )
}

function ProjectsList({ listed }: { listed: MyProject[] }) {
  const { t, i18n } = useLingui()
  const projects = useWithDeviceDrafts(listed)
  const names = useStageNames()
  const [filter, setFilter] = useState('')
  const [showHidden, setShowHidden] = useState(false)
  const [onlyActive, setOnlyActive] = useState(true)
  const [view, setView] = useState<'cards' | 'table'>('cards')
  const [sort, setSort] = useState<Sort<SortKey> | null>(null)
  // A draft's author has no role on it until they submit it (then they are its Proponent or Agent).
  const roleOf = (p: Row) => (p.isDraft && p.userRoles.length === 0 ? t`Draft author` : roleNames(i18n, p.userRoles))
  const labels = (p: Row) => ({ stage: names.stage(p.projectTypeId, p.stageId), roles: roleOf(p) })
  const value = (p: Row, key: SortKey) =>
    ({ number: p.projectNumber ?? '', title: p.title, proponent: p.proponentName, role: labels(p).roles, stage: labels(p).stage })[key]
  const rows = sortRows(visibleRows(projects, { filter, showHidden, onlyActive }, labels), sort, value)
  const anyHidden = projects.some((p) => p.hidden)

  if (projects.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>Any projects you are following or are associated with as a Proponent, Agent, Planning Commission or Decision Body will be shown here.</Trans>
      </p>
    )
  }

  return (
    <>
      <div className={styles.controls}>
        <label className={styles.filter}>
          <span>
            <Trans>Filter</Trans>
          </span>
          <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t`Title, proponent, number, stage or role`} />
        </label>
        <label>
          <input type="checkbox" checked={onlyActive} onChange={(e) => setOnlyActive(e.target.checked)} /> <Trans>Only Active Projects</Trans>
        </label>
        {anyHidden && (
          <label>
            <input type="checkbox" checked={showHidden} onChange={(e) => setShowHidden(e.target.checked)} /> <Trans>Show Hidden Projects</Trans>
          </label>
        )}
        <div className={styles.views} role="group" aria-label={t`View`}>
          <button type="button" aria-pressed={view === 'cards'} onClick={() => setView('cards')}>
            <Trans>Cards</Trans>
          </button>
          <button type="button" aria-pressed={view === 'table'} onClick={() => setView('table')}>
            <Trans>Table</Trans>
          </button>
        </div>
      </div>
      {rows.length === 0 && (
        <p className={styles.empty} role="status">
          <Trans>No projects match.</Trans>
        </p>
      )}
      {rows.length > 0 && view === 'cards' && (
        <ul className={styles.cards}>
          {rows.map((p) => (
            <li key={p.projectId} className={styles.card} data-stage-group={p.stageGrouping} data-testid="my-project">
              <p className={styles.number}>{p.projectNumber ?? <Trans>Draft</Trans>}</p>
              <h2 className={styles.cardTitle}>{p.title}</h2>
              <OnDevice project={p} />
              <dl>
                <dt>
                  <Trans>Proponent</Trans>
                </dt>
                <dd>{p.proponentName}</dd>
                <dt>
                  <Trans>Your Role</Trans>
                </dt>
                <dd>{labels(p).roles}</dd>
                <dt>
                  <Trans>Stage</Trans>
                </dt>
                <dd>{labels(p).stage}</dd>
              </dl>
              <Actions project={p} />
            </li>
          ))}
        </ul>
      )}
      {rows.length > 0 && view === 'table' && (
        <DataTable
          rows={rows}
          rowKey={(p) => p.projectId}
          rowTestId="my-project"
          sort={{ by: sort, onSort: setSort }}
          columns={[
            { header: t`Project #`, sortKey: 'number', cell: (p) => p.projectNumber ?? <Trans>Draft</Trans> },
            {
              header: t`Project Title`,
              sortKey: 'title',
              cell: (p) => (
                <>
                  {p.title}
                  <OnDevice project={p} />
                </>
              ),
            },
            { header: t`Proponent`, sortKey: 'proponent', cell: (p) => p.proponentName },
            { header: t`Your Role`, sortKey: 'role', cell: (p) => labels(p).roles },
            { header: t`Stage`, sortKey: 'stage', cell: (p) => labels(p).stage },
            { header: <Trans>Actions</Trans>, cell: (p) => <Actions project={p} /> },
          ]}
        />
      )}
    </>
  )
}
