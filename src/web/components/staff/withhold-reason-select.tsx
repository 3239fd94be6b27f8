// The choice of why a passage is withheld or a comment rejected, the same list in both places.
import type { ReactNode } from 'react'
import { WITHHOLD_REASONS } from '../../../shared/domain/comment-review'
import type { WithholdReason } from '../../../shared/domain/comment-review'
import { useWithholdReasonNames } from '../../lib/withhold-reasons'

export function WithholdReasonSelect({ label, value, onChange }: { label: ReactNode; value: WithholdReason; onChange: (reason: WithholdReason) => void }) {
  const names = useWithholdReasonNames()
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onChange(e.target.value as WithholdReason)}>
        {WITHHOLD_REASONS.map((r) => (
          <option key={r} value={r}>
            {names[r]}
          </option>
        ))}
      </select>
    </label>
  )
}
