// The two agreements an answer needs before it is saved or submitted (spec §5), under the answer's
// own heading; the checkboxes are the registry's one Agreements component.
import { Trans } from "@lingui/react/macro";
import { Agreements as AgreementBoxes } from "../../../components/ui/agreements";
import styles from "./information-responses.module.css";

interface Props {
  privacy: boolean;
  terms: boolean;
  onChange: (change: { privacy?: boolean; terms?: boolean }) => void;
  disabled: boolean;
}

export function Agreements({ privacy, terms, onChange, disabled }: Props) {
  return (
    <fieldset className={styles.agreements}>
      <legend>
        <Trans>Before you save or submit, please agree to:</Trans>
      </legend>
      <AgreementBoxes
        privacy={privacy}
        terms={terms}
        disabled={disabled}
        checkClassName={styles.check}
        onChange={onChange}
      />
    </fieldset>
  );
}
