// Before you begin, step 1 (spec proposals-and-accounts §2, §5): what a proposal asks for, the
// language switch, and the two agreements; "Ready to start" stays disabled until both are ticked.
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Agreements } from '../../../components/ui/agreements'
import { Button } from '../../../components/ui/button'
import { LanguageSwitch } from '../../../components/layout/language-switch'
import styles from './proposal-start.module.css'

export function BeforeYouBegin({ onReady }: { onReady: () => void }) {
  const [privacy, setPrivacy] = useState(false)
  const [terms, setTerms] = useState(false)
  return (
    <div className={styles.page}>
      <p className={styles.steps}>
        <Trans>Step 1</Trans>
      </p>
      <div className={styles.intro}>
        <p>
          <Trans>
            A project proposal tells the Designated Office about a project so that it can be assessed. You can write it in the online form, in English or
            French, or upload a proposal you filled in as a PDF. Placer mining projects have a form of their own.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              Have at hand the proponent’s contact details, the project’s location (coordinates, a shapefile or KML file), and the documents that support the
              proposal.
            </Trans>
          </li>
          <li>
            <Trans>If you act for the proponent as an agent, you will need the proponent’s email and a signed consent form.</Trans>
          </li>
          <li>
            <Trans>You can save a draft and come back to it. Drafts untouched for 6 months are deleted.</Trans>
          </li>
          <li>
            <Trans>
              Once submitted, a proposal is checked by the office before it is posted, which takes 24 to 48 hours during office hours (Monday to Friday, 8:00 am
              to 4:30 pm).
            </Trans>
          </li>
        </ul>
      </div>
      <div className={styles.language}>
        <span>
          <Trans>Language of this page and of the online form:</Trans>
        </span>
        <LanguageSwitch />
      </div>
      <Agreements
        privacy={privacy}
        terms={terms}
        legend={<Trans>Before you start, please agree to:</Trans>}
        className={styles.agreements}
        checkClassName={styles.check}
        onChange={(agreed) => {
          setPrivacy(agreed.privacy)
          setTerms(agreed.terms)
        }}
      />
      <div className={styles.actions}>
        <Button onClick={onReady} disabled={!(privacy && terms)}>
          <Trans>Ready to start</Trans>
        </Button>
      </div>
    </div>
  )
}
