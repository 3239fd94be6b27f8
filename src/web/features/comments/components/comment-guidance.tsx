// "How do I make a good comment?" (spec §6: shown in evaluation projects), folded until asked for.
import { Trans } from '@lingui/react/macro'
import styles from './comments.module.css'

export function CommentGuidance() {
  return (
    <details className={styles.guidance}>
      <summary>
        <Trans>How do I make a good comment?</Trans>
      </summary>
      <ul>
        <li>
          <Trans>Say which part of the project your comment is about, and where.</Trans>
        </li>
        <li>
          <Trans>Describe the effects you expect on the environment, on people or on communities, and why.</Trans>
        </li>
        <li>
          <Trans>Suggest how those effects could be avoided or reduced.</Trans>
        </li>
        <li>
          <Trans>Share what you know of the area: traditional knowledge, local knowledge, studies.</Trans>
        </li>
        <li>
          <Trans>Be specific: name the places, seasons, species or activities you mean, and how you know of them.</Trans>
        </li>
        <li>
          <Trans>Attach photos, maps or reports that support what you say, and say where they come from.</Trans>
        </li>
        <li>
          <Trans>Keep to the project and the effects being assessed; comments are public, so leave out personal information about others.</Trans>
        </li>
      </ul>
    </details>
  )
}
