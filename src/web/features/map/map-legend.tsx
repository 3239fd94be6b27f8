// The home map's legend: the colour of each stage group's dots, under the picture and the map alike.
import { useLingui } from '@lingui/react/macro'
import type { StageGroup } from '../../../shared/domain/stages'
import { useStageNames } from '../../lib/stage-names'

const LEGEND: StageGroup[] = ['pre-submission-engagement', 'adequacy', 'evaluation', 'recommendation', 'decision', 'panel-review', 'reconsideration']

export function MapLegend() {
  const names = useStageNames()
  const { t } = useLingui()
  return (
    <div className="map-legend" role="group" aria-label={t`Map legend`}>
      <ul>
        {LEGEND.map((group) => (
          <li key={group} data-stage-group={group}>
            <span className="map-legend-dot" aria-hidden="true" />
            {names.group(group)}
          </li>
        ))}
      </ul>
    </div>
  )
}
