// The home page's search: words, "Include completed and withdrawn projects", and the advanced
// filters (years, sectors, First Nations, stage groups, outcomes, districts, assessment types,
// drainages) behind a button whose badge counts the filter groups in use. Words apply on submit;
// filters apply as they change.
import { Trans, useLingui } from '@lingui/react/macro'
import { usePrefetchQuery, useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { advancedFilterCount, yearChoices, yearRangeProblem } from '../../../../shared/domain/search-filters'
import { PROJECT_TYPES } from '../../../../shared/domain/stages'
import type { StageGroup } from '../../../../shared/domain/stages'
import { Button } from '../../../components/ui/button'
import { CheckboxGroup } from '../../../components/ui/checkbox-group'
import type { CheckboxOption } from '../../../components/ui/checkbox-group'
import { districtName, drainageLabel, referenceQueries } from '../../../lib/reference-data'
import { useStageNames } from '../../../lib/stage-names'
import type { HomeSearch, ListFilter } from '../search-state'
import styles from './search-form.module.css'

const STAGE_GROUP_FILTER: StageGroup[] = ['pre-submission-engagement', 'adequacy', 'evaluation', 'recommendation', 'decision']

interface Props {
  search: HomeSearch
  /** Replaces the search (the page writes it to the address). */
  onChange: (search: HomeSearch) => void
  currentYear: number
}

function useFilterOptions() {
  const { i18n } = useLingui()
  const fr = i18n.locale === 'fr'
  const names = useStageNames()
  // One collator for all the sorting: localeCompare with a locale builds one per comparison.
  const collator = useMemo(() => new Intl.Collator(i18n.locale), [i18n.locale])
  const byName = (a: CheckboxOption, b: CheckboxOption) => collator.compare(a.label, b.label)
  const sectors = useQuery(referenceQueries.sectors()).data ?? []
  const firstNations = useQuery(referenceQueries.firstNations()).data ?? []
  const districts = useQuery(referenceQueries.assessmentDistricts()).data ?? []
  const domain = useQuery(referenceQueries.domain()).data
  return {
    sectors: sectors.map((s) => ({ id: s.sectorId, label: (fr ? s.nameFr : null) ?? s.name })).sort(byName),
    fns: firstNations.map((o) => ({ id: o.organizationId, label: (fr ? o.frenchDisplayName : null) ?? o.publicDisplayName })).sort(byName),
    stageGroups: STAGE_GROUP_FILTER.map((g) => ({ id: g, label: names.group(g) })),
    outcomes: (domain?.assessmentOutcomes ?? []).map((o) => ({ id: o.assessmentOutcomeId, label: (fr ? o.nameFr : null) ?? o.name })),
    districts: districts.map((d) => ({ id: d.assessmentDistrictId, label: districtName(d, fr) })).sort(byName),
    projectTypes: PROJECT_TYPES.map((p) => ({ id: p.projectTypeId, label: fr ? p.nameFr : p.name })),
    drainages: (domain?.drainages ?? [])
      .map((d) => ({
        id: d.subSubDrainageId,
        label: drainageLabel(d, fr),
      }))
      .sort(byName),
  }
}

interface YearSelectProps {
  label: ReactNode
  value: number | undefined
  years: number[]
  onChange: (value: string) => void
  /** The message about the range, while there is one. */
  describedBy: string | undefined
}

function YearSelect({ label, value, years, onChange, describedBy }: YearSelectProps) {
  const { t } = useLingui()
  return (
    <label>
      {label}{' '}
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value)} aria-describedby={describedBy}>
        <option value="">{t`Any year`}</option>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </label>
  )
}

function YearRange({ search, onChange, currentYear }: Props) {
  const [pending, setPending] = useState<{ minYear?: number; maxYear?: number }>({ minYear: search.minYear, maxYear: search.maxYear })
  // Back and forward change the years in the address; the choice follows them.
  const [seen, setSeen] = useState({ minYear: search.minYear, maxYear: search.maxYear })
  if (seen.minYear !== search.minYear || seen.maxYear !== search.maxYear) {
    setSeen({ minYear: search.minYear, maxYear: search.maxYear })
    setPending({ minYear: search.minYear, maxYear: search.maxYear })
  }
  const problem = yearRangeProblem(pending.minYear, pending.maxYear, currentYear)
  const years = yearChoices(currentYear)
  const errorId = useId()
  const set = (key: 'minYear' | 'maxYear', value: string) => {
    const next = { ...pending, [key]: value ? Number(value) : undefined }
    setPending(next)
    // A refused range is not searched; the message says why.
    if (!yearRangeProblem(next.minYear, next.maxYear, currentYear)) onChange({ ...search, minYear: next.minYear, maxYear: next.maxYear })
  }
  return (
    <fieldset className={styles.group}>
      <legend>
        <Trans>Years</Trans>
      </legend>
      <div className={styles.years}>
        <YearSelect
          label={<Trans>From</Trans>}
          value={pending.minYear}
          years={years}
          onChange={(value) => set('minYear', value)}
          describedBy={problem ? errorId : undefined}
        />
        <YearSelect
          label={<Trans>To</Trans>}
          value={pending.maxYear}
          years={years}
          onChange={(value) => set('maxYear', value)}
          describedBy={problem ? errorId : undefined}
        />
      </div>
      {problem && (
        <p id={errorId} className={styles.error} role="alert">
          {problem === 'equal' ? <Trans>Choose two different years.</Trans> : <Trans>The first year must come before the second.</Trans>}
        </p>
      )}
    </fieldset>
  )
}

function FilterPanel({ search, onChange, currentYear }: Props) {
  const options = useFilterOptions()
  const setList = (key: ListFilter) => (ids: string[]) => onChange({ ...search, [key]: ids.length ? ids : undefined })
  return (
    <>
      <YearRange search={search} onChange={onChange} currentYear={currentYear} />
      <CheckboxGroup scroll legend={<Trans>Stage</Trans>} options={options.stageGroups} selected={search.stageGroups ?? []} onChange={setList('stageGroups')} />
      <CheckboxGroup
        scroll
        legend={<Trans>Assessment type</Trans>}
        options={options.projectTypes}
        selected={search.projectTypes ?? []}
        onChange={setList('projectTypes')}
      />
      <CheckboxGroup
        scroll
        legend={<Trans>Assessment districts</Trans>}
        options={options.districts}
        selected={search.districts ?? []}
        onChange={setList('districts')}
      />
      <CheckboxGroup scroll legend={<Trans>Sectors</Trans>} options={options.sectors} selected={search.sectors ?? []} onChange={setList('sectors')} />
      <CheckboxGroup scroll legend={<Trans>First Nations</Trans>} options={options.fns} selected={search.fns ?? []} onChange={setList('fns')} />
      <CheckboxGroup scroll legend={<Trans>Outcomes</Trans>} options={options.outcomes} selected={search.outcomes ?? []} onChange={setList('outcomes')} />
      {options.drainages.length > 0 && (
        <label className={styles.group}>
          <span className={styles.legend}>
            <Trans>Drainages</Trans>
          </span>
          <select
            multiple
            size={6}
            value={search.drainages ?? []}
            onChange={(e) => setList('drainages')([...e.target.selectedOptions].map((o) => o.value))}
            className={styles.multi}
          >
            {options.drainages.map((d) => (
              <option key={d.id} value={d.id}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <div>
        <Button variant="secondary" onClick={() => onChange({ q: search.q, all: search.all, area: search.area, docs: search.docs })}>
          <Trans>Clear filters</Trans>
        </Button>
      </div>
    </>
  )
}

export function SearchForm({ search, onChange, currentYear }: Props) {
  const { t } = useLingui()
  const [words, setWords] = useState(search.q ?? '')
  // Back and forward change the words in the address; the box follows them.
  const [seenWords, setSeenWords] = useState(search.q)
  if (seenWords !== search.q) {
    setSeenWords(search.q)
    setWords(search.q ?? '')
  }
  const [open, setOpen] = useState(false)
  // Kept once built, so that closing the panel keeps what is half-chosen in it.
  const [opened, setOpened] = useState(false)
  if (open && !opened) setOpened(true)
  // Its choices are read with the page all the same: the panel opens with them, also offline (the
  // service worker keeps what was read).
  usePrefetchQuery(referenceQueries.sectors())
  usePrefetchQuery(referenceQueries.firstNations())
  usePrefetchQuery(referenceQueries.domain())
  const count = advancedFilterCount({
    sectors: search.sectors ?? [],
    fns: search.fns ?? [],
    stageGroups: search.stageGroups ?? [],
    outcomes: search.outcomes ?? [],
    districts: search.districts ?? [],
    projectTypes: search.projectTypes ?? [],
  })
  const panelId = useId()

  return (
    <form
      className={styles.form}
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
        onChange({ ...search, q: words.trim() || undefined })
      }}
    >
      <div className={styles.bar}>
        <label htmlFor="project-search" className="visually-hidden">
          <Trans>Search projects</Trans>
        </label>
        <input
          id="project-search"
          type="search"
          value={words}
          onChange={(e) => setWords(e.target.value)}
          placeholder={t`Project number, title, proponent, place…`}
          className={styles.input}
        />
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </div>
      <div className={styles.row}>
        <label>
          <input type="checkbox" checked={search.all ?? false} onChange={(e) => onChange({ ...search, all: e.target.checked || undefined })} />{' '}
          <Trans>Include completed and withdrawn projects</Trans>
        </label>
        <label>
          <input type="checkbox" checked={search.docs ?? false} onChange={(e) => onChange({ ...search, docs: e.target.checked || undefined })} />{' '}
          <Trans>Also search inside documents</Trans>
        </label>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <Trans>Advanced filters</Trans>
          {count > 0 && (
            <span className={styles.badge} aria-label={t`${count} in use`}>
              {count}
            </span>
          )}
        </button>
        {search.area && (
          <button type="button" className={styles.toggle} onClick={() => onChange({ ...search, area: undefined })}>
            <Trans>Search all of Yukon, not only the map area</Trans>
          </button>
        )}
      </div>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {/* Built when first opened: its hundreds of choices are not part of the page's first screen. */}
        {opened && <FilterPanel search={search} onChange={onChange} currentYear={currentYear} />}
      </div>
    </form>
  )
}
