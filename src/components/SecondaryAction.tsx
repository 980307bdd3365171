import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import { Glyph } from './Glyph.tsx';
import type { IntakeData, NetworkingData, ServiceData, ToolsData, TrainingData } from '../../kinds/schemas.ts';
import { usePageEnv } from './site-context.tsx';
import { Island } from './Island.tsx';
import { NativeDialog, NativeDialogTrigger } from './ui/NativeDialog.tsx';

/** The information the dialogs of the service pages show (content/dialogs). */
export interface DialogContent {
  training: TrainingData;
  tools: ToolsData;
  networking: NetworkingData;
  intake: IntakeData;
}

/**
 * A service's second action. Dialogs that only inform (trainings, tools, networking) are native
 * dialogs rendered with the page; those that send something are islands.
 */
export function SecondaryAction({
  action,
  dialogs,
}: {
  action: NonNullable<ServiceData['secondaryAction']>;
  dialogs: DialogContent;
}) {
  const { site, ui } = usePageEnv();
  const f = ui.forms;
  const id = `dialog-${action.type}`;
  switch (action.type) {
    case 'intake':
      return (
        <Island
          name="IntakeDialog"
          props={{ intake: dialogs.intake, formUrl: site.intakeFormUrl, label: action.text }}
        />
      );
    case 'business-case':
      return <Island name="BusinessCaseDialog" props={{ label: action.text }} />;
    case 'training': {
      const groups = [
        ['1-dag', f.trainingOneDay],
        ['2-10-dagen', f.trainingMultiDay],
        ['custom', f.trainingCustom],
      ] as const;
      return (
        <>
          <NativeDialogTrigger dialogId={id} className="button button--ghost">
            {action.text}
          </NativeDialogTrigger>
          <NativeDialog id={id} title={dialogs.training.title} closeLabel={f.close} width={800}>
            <p>{dialogs.training.intro}</p>
            {groups.map(([category, heading]) => (
              <section key={category} className="dialog-group" aria-labelledby={`${id}-${category}`}>
                <h3 id={`${id}-${category}`} className="dialog-group__heading">
                  {heading}
                </h3>
                <ul className="dialog-list">
                  {dialogs.training.programmes
                    .filter((p) => p.category === category)
                    .map((p) => (
                      <li key={p.title} className="dialog-list__item">
                        <p className="dialog-list__title">
                          {p.title} <span className="badge">{p.duration}</span>
                        </p>
                        <p>{p.description}</p>
                      </li>
                    ))}
                </ul>
              </section>
            ))}
          </NativeDialog>
        </>
      );
    }
    case 'tools':
      return (
        <>
          <NativeDialogTrigger dialogId={id} className="button button--ghost">
            {action.text}
          </NativeDialogTrigger>
          <NativeDialog id={id} title={dialogs.tools.title} closeLabel={f.close} width={800}>
            <p>{dialogs.tools.intro}</p>
            <h3 className="dialog-group__heading">{f.toolsHeading}</h3>
            <ul className="dialog-list dialog-list--grid">
              {dialogs.tools.tools.map((tool) => (
                <li key={tool.name} className="dialog-list__item">
                  <p className="dialog-list__title">
                    <a href={tool.url} target="_blank" rel="noopener">
                      {tool.name} <Glyph icon={ExternalLink} size={14} />
                      <span className="visually-hidden"> ({ui.footer.newTab})</span>
                    </a>
                  </p>
                  <p>{tool.description}</p>
                </li>
              ))}
            </ul>
            <h3 className="dialog-group__heading">{f.templatesHeading}</h3>
            <ul className="dialog-list">
              {dialogs.tools.templates.map((template) => (
                <li key={template.name} className="dialog-list__item">
                  <p className="dialog-list__title">
                    <Glyph icon={FileText} size={16} /> {template.name} <span className="badge">{template.type}</span>
                  </p>
                  <p>{template.description}</p>
                </li>
              ))}
            </ul>
          </NativeDialog>
        </>
      );
    case 'networking':
      return (
        <>
          <NativeDialogTrigger dialogId={id} className="button button--ghost">
            {action.text}
          </NativeDialogTrigger>
          <NativeDialog id={id} title={dialogs.networking.title} closeLabel={f.close} width={800}>
            <p>{dialogs.networking.intro}</p>
            <ul className="dialog-list dialog-list--grid">
              {dialogs.networking.stakeholders.map((s) => (
                <li key={s.title} className="dialog-list__item">
                  <p className="dialog-list__title">
                    <span aria-hidden="true" className="dialog-list__emoji">
                      {s.emoji}
                    </span>{' '}
                    {s.title}
                  </p>
                  <p className="dialog-list__tagline">{s.tagline}</p>
                  <p>{s.description}</p>
                  <p className="dialog-list__examples">
                    <strong>{f.networkingExamples}:</strong> {s.examples.join(', ')}
                  </p>
                </li>
              ))}
            </ul>
          </NativeDialog>
        </>
      );
  }
}
