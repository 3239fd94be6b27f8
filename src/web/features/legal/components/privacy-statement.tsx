// The Privacy Statement of the online registry (amended May 2021).
import { Trans, useLingui } from '@lingui/react/macro'
import { PageHeading } from '../../../components/ui/page-heading'
import styles from './legal-page.module.css'

export function PrivacyStatement() {
  const { t } = useLingui()
  return (
    <>
      <PageHeading>{t`Privacy Statement`}</PageHeading>
      <p className={styles.updated}>
        <Trans>Amended: May 2021</Trans>
      </p>
      <p>
        <Trans>
          The Yukon Environmental and Socio-economic Assessment Board collects personal information through the online registry to run assessments of
          development projects and to let the public take part in them. This statement says what is collected, what is published, and what is kept private.
        </Trans>
      </p>
      <h2>
        <Trans>Comments and submissions</Trans>
      </h2>
      <p>
        <Trans>
          A comment must identify its author: your name and a way to reach you (an e-mail address or a telephone number). The Board uses your contact details
          only to follow up on your comment; they are never published.
        </Trans>
      </p>
      <p>
        <Trans>
          Your name is published with your comment, unless you ask that it not be shown publicly; the Board then publishes the comment without your name. The
          office reviews every submission before it is published.
        </Trans>
      </p>
      <h2>
        <Trans>Accounts</Trans>
      </h2>
      <p>
        <Trans>
          An account holds your name, e-mail address, company if you give one, your password (stored only in a form that cannot be read back) and your
          notification choices. It is used to sign you in, to send the notices you asked for, and to show your projects.
        </Trans>
      </p>
      <h2>
        <Trans>Information kept on your device</Trans>
      </h2>
      <p>
        <Trans>
          The registry keeps your language choice, your session and the proposals you draft on your own device, so that drafts are not lost without a
          connection. Signing out lets you choose whether drafts stay on the device.
        </Trans>
      </p>
      <h2>
        <Trans>Children</Trans>
      </h2>
      <p>
        <Trans>
          The registry is not directed at children under 13, and the Board does not knowingly collect personal information from them. A parent or guardian who
          believes a child under 13 has submitted information can ask the office to remove it.
        </Trans>
      </p>
      <h2>
        <Trans>Access and correction</Trans>
      </h2>
      <p>
        <Trans>
          You may ask to see the personal information the Board holds about you and to have it corrected. Contact the office, Monday to Friday, 8:00 am to 4:30
          pm.
        </Trans>
      </p>
    </>
  )
}
