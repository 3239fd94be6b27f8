// Organizations: the First Nations, decision bodies and planning commissions people act for, one
// kind at a time, found by any of their names or their e-mail address; added, edited, taken off the
// lists (they stay on the records that name them) and put back.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { DataTable } from '../../../components/ui/data-table'
import styles from '../../../components/staff/staff.module.css'
import own from '../staff-registry.module.css'
import { Panel, StaffActionResult } from '../../../components/staff/staff-action'
import { ADMINISTERED_ORGANIZATION_KINDS } from '../../../../shared/schemas/staff-registry'
import { staffRegistryCalls } from '../api/staff-registry-api'
import type { StaffOrganization } from '../api/staff-registry-api'
import { useRegistryWords } from '../registry-names'
import { useRegistryAction } from '../use-registry-action'
import type { OrganizationKind } from '../registry-names'
import { OrganizationForm, draftOf, emptyDraft } from './organization-form'
import type { OrganizationDraft } from './organization-form'

/** Whether every word of the search is in one of the organization's names or its e-mail address. */
const matches = (o: StaffOrganization, search: string) => {
  const text = [o.name, o.publicDisplayName, o.frenchDisplayName, o.email].filter(Boolean).join(' ').toLocaleLowerCase()
  return search
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word))
}

export function OrganizationsPage({ organizations }: { organizations: StaffOrganization[] }) {
  const { t } = useLingui()
  const words = useRegistryWords()
  const action = useRegistryAction()
  const [kind, setKind] = useState<OrganizationKind>('first-nation')
  const [search, setSearch] = useState('')
  const [draft, setDraft] = useState<OrganizationDraft>(emptyDraft('first-nation'))
  const [formKey, setFormKey] = useState(0)
  const edit = (next: OrganizationDraft) => {
    setDraft(next)
    setFormKey((k) => k + 1)
  }

  const shown = organizations.filter((o) => o.kind === kind && matches(o, search)).sort((a, b) => Number(b.active) - Number(a.active))
  const count = (k: OrganizationKind) => organizations.filter((o) => o.kind === k && o.active).length

  return (
    <>
      <StaffActionResult action={action} />
      <div className={styles.panels}>
        <Panel title={draft.organizationId ? <Trans>Edit {draft.name}</Trans> : <Trans>Add an organization</Trans>}>
          <OrganizationForm
            key={formKey}
            draft={draft}
            pending={action.pending}
            onCancel={() => edit(emptyDraft(kind))}
            onSave={(input) => {
              const id = draft.organizationId
              return action
                .runFromForm({
                  run: () => (id ? staffRegistryCalls.editOrganization(id, input) : staffRegistryCalls.addOrganization(input)),
                  doneMessage: id ? t`${input.name} is saved.` : t`${input.name} is added.`,
                })
                .then(() => {
                  setKind(input.kind)
                  setSearch('')
                  edit(emptyDraft(input.kind))
                })
            }}
          />
        </Panel>
      </div>

      <fieldset className={styles.decision}>
        <legend>
          <Trans>Show</Trans>
        </legend>
        {ADMINISTERED_ORGANIZATION_KINDS.map((k) => (
          <label key={k}>
            <input type="radio" name="organization-kind" checked={kind === k} onChange={() => setKind(k)} /> {words.kinds[k].many} ({count(k)})
          </label>
        ))}
      </fieldset>
      <form className={styles.search} role="search" onSubmit={(e) => e.preventDefault()}>
        <label>
          <Trans>Name or e-mail</Trans>
          <br />
          <input type="search" value={search} maxLength={200} onChange={(e) => setSearch(e.target.value)} />
        </label>
      </form>

      <DataTable
        rows={shown}
        rowKey={(o) => o.organizationId}
        label={words.kinds[kind].many}
        testId="organizations"
        empty={<p>{search ? <Trans>No organization of this kind matches.</Trans> : <Trans>No organization of this kind yet.</Trans>}</p>}
        columns={[
          {
            header: <Trans>Organization</Trans>,
            rowHeader: true,
            cell: (o) => (
              <div className={own.details}>
                <strong>
                  {o.publicDisplayName}
                  {!o.active && (
                    <span className={styles.badge}>
                      <Trans>Removed</Trans>
                    </span>
                  )}
                </strong>
                {o.name !== o.publicDisplayName && (
                  <span>
                    <Trans>Name: {o.name}</Trans>
                  </span>
                )}
                {o.frenchDisplayName && (
                  <span>
                    <Trans>
                      In French: <span lang="fr">{o.frenchDisplayName}</span>
                    </Trans>
                  </span>
                )}
                {o.email && (
                  <span>
                    <Trans>E-mail: {o.email}</Trans>
                  </span>
                )}
              </div>
            ),
          },
          {
            header: <Trans>Actions</Trans>,
            cell: (o) => (
              <div className={own.actions}>
                <Button
                  variant="secondary"
                  aria-label={t`Edit ${o.publicDisplayName}`}
                  onClick={() => {
                    edit(draftOf(o))
                    // The form is above the list: go to it, on a phone too.
                    requestAnimationFrame(() => document.getElementById('organization-name')?.focus())
                  }}
                >
                  <Trans>Edit</Trans>
                </Button>
                {o.active ? (
                  <Button
                    variant="secondary"
                    aria-label={t`Remove ${o.publicDisplayName}`}
                    disabled={action.pending}
                    onClick={() =>
                      action.run({
                        run: () => staffRegistryCalls.removeOrganization(o.organizationId),
                        doneMessage: t`${o.publicDisplayName} is no longer offered on the lists.`,
                      })
                    }
                  >
                    <Trans>Remove</Trans>
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    aria-label={t`Restore ${o.publicDisplayName}`}
                    disabled={action.pending}
                    onClick={() =>
                      action.run({
                        run: () => staffRegistryCalls.restoreOrganization(o.organizationId),
                        doneMessage: t`${o.publicDisplayName} is back on the lists.`,
                      })
                    }
                  >
                    <Trans>Restore</Trans>
                  </Button>
                )}
              </div>
            ),
          },
        ]}
      />
    </>
  )
}
