import { useRef } from 'react';
import Check from 'lucide-react/icons/check';
import ExternalLink from 'lucide-react/icons/external-link';
import { RequestDialog } from './RequestDialog.tsx';
import { showToast } from '../toast.tsx';
import { formText } from './form-text.ts';

export interface IntakeText {
  title: string;
  text: string;
  points: string[];
  button: string;
}

/** Spring dan!: explains the intake and opens the external intake form in a new tab. */
export default function IntakeDialog({
  intake,
  formUrl,
  label,
  variant = 'ghost',
}: {
  intake: IntakeText;
  formUrl: string;
  label: string;
  variant?: string;
}) {
  const text = formText();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <RequestDialog
      label={label}
      variant={variant}
      title={intake.title}
      description={intake.text}
      closeLabel={text.forms.close}
      dialogRef={dialog}
    >
      <ul className="check-list intake-points">
        {intake.points.map((point) => (
          <li key={point}>
            <Check aria-hidden="true" width={20} height={20} />
            <div>{point}</div>
          </li>
        ))}
      </ul>
      <div className="form__actions">
        <a
          className="button button--primary"
          href={formUrl}
          target="_blank"
          rel="noopener"
          onClick={() => {
            showToast(
              { title: text.messages.intakeSentTitle, description: text.messages.intakeSent, variant: 'success' },
              text.toastLabels,
            );
            dialog.current?.close();
          }}
        >
          {intake.button} <ExternalLink aria-hidden="true" width={16} height={16} />
          <span className="visually-hidden"> ({text.forms.intakeNewTab})</span>
        </a>
      </div>
    </RequestDialog>
  );
}
