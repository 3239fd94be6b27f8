// The criteria an effect's significance is judged by, with what each asks, in the form's language.
import { Trans } from '@lingui/react/macro'
import { SIGNIFICANCE_CRITERIA } from '../../../../shared/proposal-form/general-form-reference'
import type { FormLanguage } from '../../../../shared/proposal-form/general-form-reference'
import styles from './form-fields.module.css'

export function SignificanceTable({ language }: { language: FormLanguage }) {
  return (
    <table className={styles.significance}>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Criterion</Trans>
          </th>
          <th scope="col">
            <Trans>What to consider</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {SIGNIFICANCE_CRITERIA.map((c) => (
          <tr key={c.key}>
            <th scope="row">{c.name[language]}</th>
            <td>{c.help[language]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
