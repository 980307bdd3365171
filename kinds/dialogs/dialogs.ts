import { intakeSchema, networkingSchema, toolsSchema, trainingSchema } from '../schemas.ts';
import { defineKind } from '../define.ts';
import { trainingLabels, toolsLabels, networkingLabels, intakeLabels } from './dialogs.labels.ts';

const source = new URL('./dialogs.schema.ts', import.meta.url);
const page = 'a dialog on the service page';

/** The data of the information dialogs of the service pages: one file per dialog and language. */
export const training = defineKind({
  name: 'training',
  pattern: /^dialogs\/training\.(?<lang>nl|en)\.yaml$/,
  schema: trainingSchema,
  layout: 'per-language',
  required: { file: 'dialogs/training.{lang}.yaml' },
  copy: (check, data) => check.text(data),
  guide: {
    title: 'Training programmes (Dress-uur)',
    file: 'content/dialogs/training.nl.yaml and .en.yaml',
    page,
    source,
    schemaName: 'trainingSchema',
  },
  editing: {
    labels: trainingLabels,
    group: 'pages',
  },
});

export const tools = defineKind({
  name: 'tools',
  pattern: /^dialogs\/tools\.(?<lang>nl|en)\.yaml$/,
  schema: toolsSchema,
  layout: 'per-language',
  required: { file: 'dialogs/tools.{lang}.yaml' },
  copy: (check, data) => check.text(data),
  guide: {
    title: 'Tools and templates (Playbook)',
    file: 'content/dialogs/tools.nl.yaml and .en.yaml',
    page,
    source,
    schemaName: 'toolsSchema',
  },
  editing: {
    labels: toolsLabels,
    group: 'pages',
  },
});

export const networking = defineKind({
  name: 'networking',
  pattern: /^dialogs\/networking\.(?<lang>nl|en)\.yaml$/,
  schema: networkingSchema,
  layout: 'per-language',
  required: { file: 'dialogs/networking.{lang}.yaml' },
  copy: (check, data) => check.text(data),
  guide: {
    title: 'Networking (In de Piste)',
    file: 'content/dialogs/networking.nl.yaml and .en.yaml',
    page,
    source,
    schemaName: 'networkingSchema',
  },
  editing: {
    labels: networkingLabels,
    group: 'pages',
  },
});

export const intake = defineKind({
  name: 'intake',
  pattern: /^dialogs\/intake\.(?<lang>nl|en)\.yaml$/,
  schema: intakeSchema,
  layout: 'per-language',
  required: { file: 'dialogs/intake.{lang}.yaml' },
  copy: (check, data) => check.text(data),
  guide: {
    title: 'Intake (Spring dan!)',
    file: 'content/dialogs/intake.nl.yaml and .en.yaml',
    page,
    source,
    schemaName: 'intakeSchema',
  },
  editing: {
    labels: intakeLabels,
    group: 'pages',
  },
});
