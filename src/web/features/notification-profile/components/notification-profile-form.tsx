// The notification profile (spec proposals-and-accounts §3): which new projects and events the
// user hears of: public notices, recommendations sent, and projects in chosen districts, First
// Nation territories, sectors, planning regions, assessment types, drainages ("major - sub -
// subsub") or a drawn area, which "Use my location" (the location feature's, given by the route)
// sets to the chosen distance around where the device is.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { PROJECT_TYPES } from '../../../../shared/domain/stages'
import { AREA_RADII_KM, areaAround } from '../../../../shared/geo/device-position'
import type { AreaRadiusKm, DevicePosition } from '../../../../shared/geo/device-position'
import { Button } from '../../../components/ui/button'
import { LeaveGuard, useChangedSince } from '../../../components/ui/leave-guard'
import { ACCOUNT_TOAST_MS, showToast } from '../../../components/ui/toast'
import { CheckboxGroup } from '../../../components/ui/checkbox-group'
import { districtName, drainageLabel, referenceQueries } from '../../../lib/reference-data'
import { saveNotificationProfile } from '../api/notification-profile-api'
import type { NotificationProfile } from '../api/notification-profile-api'
import styles from './notification-profile.module.css'

type Point = { latitude: number; longitude: number }
type ListKey = 'assessmentDistricts' | 'firstNations' | 'sectors' | 'planningCommissions' | 'projectTypes' | 'drainages'

interface Props {
  userId: string
  profile: NotificationProfile
  /** The map to draw the area on (maps are their own feature); a new fitKey frames the area. */
  renderArea: (points: Point[], onChange: (points: Point[]) => void, fitKey: number) => ReactNode
  /** "Use my location", calling onPosition with the device's position and saying done after it. */
  renderUseMyLocation: (onPosition: (position: DevicePosition) => void, done: ReactNode) => ReactNode
}

/** A few kilometres catch the projects next door; more, the valley. */
const DEFAULT_RADIUS_KM: AreaRadiusKm = 10

function AroundNote({ km }: { km: number }) {
  return <Trans>The area on the map is now what lies within {km} km of it; save the profile to keep it.</Trans>
}

export function NotificationProfileForm({ userId, profile, renderArea, renderUseMyLocation }: Props) {
  const { i18n } = useLingui()
  const fr = i18n.locale === 'fr'
  const queryClient = useQueryClient()
  const [value, setValue] = useState(profile)
  const [area, setArea] = useState<Point[]>(() => JSON.parse(profile.locationCoordinates || '[]') as Point[])
  const [saving, setSaving] = useState(false)
  const [radiusKm, setRadiusKm] = useState<AreaRadiusKm>(DEFAULT_RADIUS_KM)
  const [around, setAround] = useState<{ km: number; fitKey: number }>({ km: 0, fitKey: 0 })
  const radiusId = useId()
  const districts = useQuery(referenceQueries.assessmentDistricts()).data ?? []
  const firstNations = useQuery(referenceQueries.firstNations()).data ?? []
  const sectors = useQuery(referenceQueries.sectors()).data ?? []
  const domain = useQuery(referenceQueries.domain()).data
  const commissions = useQuery(referenceQueries.planningCommissions()).data ?? []
  const set = (key: ListKey) => (ids: string[]) => setValue({ ...value, [key]: ids })
  // Saved, the profile read again is what the form holds: the form opens anew from it.
  const changed = useChangedSince({ value, area }, JSON.stringify(profile))
  const tooFewCorners = area.length > 0 && area.length < 3

  const save = async () => {
    setSaving(true)
    try {
      await saveNotificationProfile(userId, { ...value, locationCoordinates: JSON.stringify(area) })
      await queryClient.invalidateQueries({ queryKey: ['notification-profile', userId] })
      showToast(<Trans>Your notification profile has been saved!</Trans>, { durationMs: ACCOUNT_TOAST_MS })
    } catch {
      showToast(<Trans>An Error Occurred</Trans>, { kind: 'error', durationMs: ACCOUNT_TOAST_MS })
    } finally {
      setSaving(false)
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
    >
      <LeaveGuard when={changed && !saving} />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Tell me when</Trans>
        </legend>
        <label>
          <input type="checkbox" checked={value.publicNotice} onChange={(e) => setValue({ ...value, publicNotice: e.target.checked })} />{' '}
          <Trans>a public notice is published for a project that matches my choices below</Trans>
        </label>
        <label>
          <input type="checkbox" checked={value.recommendationSent} onChange={(e) => setValue({ ...value, recommendationSent: e.target.checked })} />{' '}
          <Trans>a recommendation is sent for such a project</Trans>
        </label>
      </fieldset>
      <CheckboxGroup
        legend={<Trans>Assessment districts</Trans>}
        options={districts.map((d) => ({ id: d.assessmentDistrictId, label: districtName(d, fr) }))}
        selected={value.assessmentDistricts}
        onChange={set('assessmentDistricts')}
      />
      <CheckboxGroup
        legend={<Trans>First Nation traditional territories</Trans>}
        options={firstNations.map((o) => ({ id: o.organizationId, label: (fr ? o.frenchDisplayName : null) ?? o.publicDisplayName }))}
        selected={value.firstNations}
        onChange={set('firstNations')}
      />
      <CheckboxGroup
        legend={<Trans>Sectors</Trans>}
        options={sectors.map((s) => ({ id: s.sectorId, label: (fr ? s.nameFr : null) ?? s.name }))}
        selected={value.sectors}
        onChange={set('sectors')}
      />
      <CheckboxGroup
        legend={<Trans>Planning regions</Trans>}
        options={commissions.map((o) => ({ id: o.organizationId, label: (fr ? o.frenchDisplayName : null) ?? o.publicDisplayName }))}
        selected={value.planningCommissions}
        onChange={set('planningCommissions')}
      />
      <CheckboxGroup
        legend={<Trans>Assessment types</Trans>}
        options={PROJECT_TYPES.map((p) => ({ id: p.projectTypeId, label: fr ? p.nameFr : p.name }))}
        selected={value.projectTypes}
        onChange={set('projectTypes')}
      />
      <label className={styles.group}>
        <span className={styles.legend}>
          <Trans>Drainages</Trans>
        </span>
        <select
          multiple
          size={8}
          value={value.drainages}
          onChange={(e) => set('drainages')([...e.target.selectedOptions].map((o) => o.value))}
          className={styles.multi}
        >
          {(domain?.drainages ?? []).map((d) => (
            <option key={d.subSubDrainageId} value={d.subSubDrainageId}>
              {drainageLabel(d, fr)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Area on the map</Trans>
        </legend>
        <div className={styles.nearMe}>
          <label htmlFor={radiusId}>
            <Trans>Distance around my position</Trans>
          </label>
          <select id={radiusId} value={radiusKm} onChange={(e) => setRadiusKm(Number(e.target.value) as AreaRadiusKm)}>
            {AREA_RADII_KM.map((km) => (
              <option key={km} value={km}>
                {km} km
              </option>
            ))}
          </select>
          {renderUseMyLocation(
            (position) => {
              setArea(areaAround(position, radiusKm))
              setAround((now) => ({ km: radiusKm, fitKey: now.fitKey + 1 }))
            },
            <AroundNote km={around.km} />,
          )}
        </div>
        {renderArea(area, setArea, around.fitKey)}
      </fieldset>
      {tooFewCorners && (
        <p className={styles.error} role="alert">
          <Trans>An area needs at least 3 corners; add more or clear it.</Trans>
        </p>
      )}
      <div>
        <Button type="submit" disabled={saving || tooFewCorners}>
          <Trans>Save notification profile</Trans>
        </Button>
      </div>
    </form>
  )
}
