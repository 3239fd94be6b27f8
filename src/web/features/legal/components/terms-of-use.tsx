// The Terms of Use of the online registry (last updated December 2018).
import { Trans, useLingui } from '@lingui/react/macro'
import { PageHeading } from '../../../components/ui/page-heading'
import styles from './legal-page.module.css'

export function TermsOfUse() {
  const { t } = useLingui()
  return (
    <>
      <PageHeading>{t`Terms of Use`}</PageHeading>
      <p className={styles.updated}>
        <Trans>Last updated: December 2018</Trans>
      </p>
      <p>
        <Trans>
          The online registry is run by the Yukon Environmental and Socio-economic Assessment Board so that everyone can follow the assessment of development
          projects in Yukon and take part in it. By using the registry you accept these terms.
        </Trans>
      </p>
      <h2>
        <Trans>What the registry holds</Trans>
      </h2>
      <p>
        <Trans>
          The registry publishes project proposals, the documents of each assessment, comments from the public, information requests and their answers, notices,
          recommendations and decisions. Documents come from proponents, governments, First Nations, the public and the Board. The Board publishes them as
          received and does not vouch for the accuracy of what others wrote.
        </Trans>
      </p>
      <h2>
        <Trans>What you submit</Trans>
      </h2>
      <p>
        <Trans>
          You are responsible for what you submit: proposals, comments, answers and documents. Submit only what you have the right to share. The office reviews
          every submission before it is published, and may withhold or redact content that is offensive, unrelated to the assessment, or that discloses personal
          or confidential information. Comments and proposals are posted after 24 to 48 hours of review.
        </Trans>
      </p>
      <p>
        <Trans>
          The registry's business hours are 8:00 am to 4:30 pm, Monday to Friday. Anything received after hours is treated as received on the next business day.
        </Trans>
      </p>
      <h2>
        <Trans>Accounts</Trans>
      </h2>
      <p>
        <Trans>
          Keep your password to yourself and tell the office if you think someone else has used your account. Agents who act for a proponent must hold the
          proponent's written consent.
        </Trans>
      </p>
      <h2>
        <Trans>Use of the documents</Trans>
      </h2>
      <p>
        <Trans>
          You may read, download and share the public documents for the purposes of the assessment and public discussion of it. Their authors keep their rights;
          ask them before other uses.
        </Trans>
      </p>
      <h2>
        <Trans>Availability and liability</Trans>
      </h2>
      <p>
        <Trans>
          The Board aims to keep the registry available and correct but does not guarantee it. Deadlines are set by the assessment, not by the registry: if the
          registry is unavailable near a deadline, contact the office.
        </Trans>
      </p>
      <h2>
        <Trans>Changes</Trans>
      </h2>
      <p>
        <Trans>The Board may change these terms; the date above says when they last changed.</Trans>
      </p>
    </>
  )
}
