// People's roles on a project, on its staff page: who is a decision body, participant, planning
// commission or intervenor of it (and for which organization), what each role lets them do, giving
// an account found by name or e-mail a role, and taking one away.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Panel, StaffActionResult } from '../../../components/staff/staff-action'
import styles from '../../../components/staff/staff.module.css'
import own from '../staff-registry.module.css'
import { ApiError } from '../../../lib/api-client'
import { ADMINISTERED_ORGANIZATION_KINDS, ADMINISTERED_PROJECT_ROLES } from '../../../../shared/schemas/staff-registry'
import { staffRegistryCalls, staffRegistryQueries } from '../api/staff-registry-api'
import type { StaffOrganization } from '../api/staff-registry-api'
import { useRegistryWords } from '../registry-names'
import type { AdministeredRole } from '../registry-names'
import { useRegistryAction } from '../use-registry-action'
import type { RegistryAction } from '../use-registry-action'

/** The kind of organization a role acts for, where it must name one; the others may name any. */
const ROLE_KIND: Partial<Record<AdministeredRole, (typeof ADMINISTERED_ORGANIZATION_KINDS)[number]>> = {
  'decision-body': 'decision-body',
  'planning-commission': 'planning-commission',
}

/** An account a search finds. */
export interface FoundAccount {
  userId: string
  firstName: string
  lastName: string
  email: string
}

interface Props {
  staffUserId: string
  projectId: string
  /** The accounts whose name or e-mail holds every word of a search (the staff accounts' search). */
  findAccounts: (search: string) => Promise<FoundAccount[]>
}

export function ProjectPeoplePanel({ staffUserId, projectId, findAccounts }: Props) {
  const { t } = useLingui()
  const words = useRegistryWords()
  const action = useRegistryAction()
  const { data: people } = useSuspenseQuery(staffRegistryQueries.people(staffUserId, projectId))
  const { data: organizations } = useSuspenseQuery(staffRegistryQueries.organizations(staffUserId))
  const organizationName = (id: string | null) => organizations.find((o) => o.organizationId === id)?.publicDisplayName ?? null

  return (
    <Panel title={<Trans>People’s roles</Trans>}>
      <StaffActionResult action={action} />
      {people.length === 0 ? (
        <p>
          <Trans>Nobody has a decision body, participant, planning commission or intervenor role on this project.</Trans>
        </p>
      ) : (
        <ul className={own.people} data-testid="project-people">
          {people.map((p) => {
            const role = words.roles[p.role as AdministeredRole]?.name ?? p.role
            const organization = organizationName(p.organizationId)
            return (
              <li key={`${p.userId}-${p.role}`}>
                <span className={own.details}>
                  <strong>{`${p.firstName} ${p.lastName}`}</strong>
                  <span>{p.email}</span>
                  <span>{organization ? `${role} · ${organization}` : role}</span>
                </span>
                <Button
                  variant="secondary"
                  aria-label={t`Take the role ${role} away from ${p.email}`}
                  disabled={action.pending}
                  onClick={() =>
                    action.run({
                      run: () =>
                        staffRegistryCalls.removePerson(projectId, {
                          userId: p.userId,
                          role: p.role as AdministeredRole,
                        }),
                      doneMessage: t`${p.email} is no longer ${role} on this project.`,
                    })
                  }
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            )
          })}
        </ul>
      )}
      <AddPersonForm projectId={projectId} action={action} organizations={organizations} findAccounts={findAccounts} />
    </Panel>
  )
}

function AddPersonForm({
  projectId,
  action,
  organizations,
  findAccounts,
}: Omit<Props, 'staffUserId'> & { action: RegistryAction; organizations: StaffOrganization[] }) {
  const { t } = useLingui()
  const words = useRegistryWords()
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<AdministeredRole>('participant')
  const [organizationId, setOrganizationId] = useState('')
  const [errors, setErrors] = useState<{ email?: string; organizationId?: string }>({})
  const { data: found, isFetching } = useQuery({ queryKey: ['staff-registry-accounts', search], queryFn: () => findAccounts(search), enabled: search !== '' })
  const kind = ROLE_KIND[role]
  const offered = organizations.filter((o) => o.active && (!kind || o.kind === kind))
  const generic = t`A value is missing or not valid. Check the fields and try again.`

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const missing = {
      email: email ? undefined : t`Find the person and choose them.`,
      organizationId: kind && !organizationId ? words.message('Choose the organization the person acts for.', generic) : undefined,
    }
    setErrors(missing)
    if (missing.email || missing.organizationId) return
    const roleName = words.roles[role].name
    try {
      await action.runFromForm({
        run: () =>
          staffRegistryCalls.addPerson(projectId, {
            email,
            role,
            organizationId: organizationId || null,
          }),
        doneMessage: t`${email} is now ${roleName} on this project.`,
      })
      setEmail('')
      setSearch('')
      setText('')
      setOrganizationId('')
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return
      setErrors({
        [error.parameter === 'organizationId' ? 'organizationId' : 'email']: words.message(error.userMessage, generic),
      })
    }
  }

  return (
    <form onSubmit={(e) => void add(e)} noValidate data-testid="add-project-person">
      <h3>
        <Trans>Give a person a role</Trans>
      </h3>
      <div className={styles.search} role="search">
        <label>
          <Trans>Name or e-mail</Trans>
          <br />
          <input
            type="search"
            value={text}
            maxLength={200}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return
              e.preventDefault()
              setSearch(text.trim())
            }}
          />
        </label>
        <Button variant="secondary" onClick={() => setSearch(text.trim())}>
          <Trans>Find</Trans>
        </Button>
      </div>
      {search !== '' && !isFetching && found && (
        <fieldset className={own.found} aria-invalid={errors.email ? true : undefined}>
          <legend>
            <Trans>Person</Trans>
          </legend>
          {found.length === 0 ? (
            <p>
              <Trans>No account matches. The person needs an account on the registry first.</Trans>
            </p>
          ) : (
            <ul className={styles.plainList}>
              {found.map((a) => (
                <li key={a.userId}>
                  <label>
                    <input type="radio" name="project-person" checked={email === a.email} onChange={() => setEmail(a.email)} /> {`${a.firstName} ${a.lastName}`}{' '}
                    · {a.email}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
      {errors.email && <p role="alert">{errors.email}</p>}
      <div className={styles.stack}>
        <Field id="project-person-role" label={<Trans>Role</Trans>} required hint={words.roles[role].effect}>
          {(control) => (
            <select
              {...control}
              value={role}
              onChange={(e) => {
                setRole(e.target.value as AdministeredRole)
                setOrganizationId('')
              }}
            >
              {ADMINISTERED_PROJECT_ROLES.map((r) => (
                <option key={r} value={r}>
                  {words.roles[r].name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="project-person-organization"
          label={<Trans>For the organization</Trans>}
          required={!!kind}
          hint={<Trans>The person may then post comments as this organization.</Trans>}
          error={errors.organizationId}
        >
          {(control) => (
            <select {...control} value={organizationId} onChange={(e) => setOrganizationId(e.target.value)}>
              <option value="">{kind ? t`Choose an organization` : t`None`}</option>
              {ADMINISTERED_ORGANIZATION_KINDS.filter((k) => offered.some((o) => o.kind === k)).map((k) => (
                <optgroup key={k} label={words.kinds[k].many}>
                  {offered
                    .filter((o) => o.kind === k)
                    .map((o) => (
                      <option key={o.organizationId} value={o.organizationId}>
                        {o.publicDisplayName}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className={styles.row}>
        <Button type="submit" disabled={action.pending}>
          <Trans>Give the role</Trans>
        </Button>
      </div>
    </form>
  )
}
