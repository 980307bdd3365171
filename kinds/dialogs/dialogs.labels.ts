import { type KindLabels } from '../define.ts';

/** The editing screen's words for the kind training, in Dutch. */
export const trainingLabels: KindLabels = {
  plural: 'Trainingen (Dress-uur)',
};

/** The editing screen's words for the kind tools, in Dutch. */
export const toolsLabels: KindLabels = {
  plural: 'Tools en sjablonen (Playbook)',
};

/** The editing screen's words for the kind networking, in Dutch. */
export const networkingLabels: KindLabels = {
  plural: 'Netwerken (In de Piste)',
};

/** The editing screen's words for the kind intake, in Dutch. */
export const intakeLabels: KindLabels = {
  plural: 'Intake (Spring dan!)',
};
