import { z } from 'zod';
import { externalUrl, text } from './common.ts';

/** `content/dialogs/training.<lang>.yaml`: the programmes of Dress-uur. */
export const trainingSchema = z.strictObject({
  title: text,
  intro: text,
  programmes: z.array(z.strictObject({
    title: text,
    duration: text,
    description: text,
    category: z.enum(['1-dag', '2-10-dagen', 'custom']),
  })).length(9),
});

/** `content/dialogs/tools.<lang>.yaml`: the tools and templates of Playbook. */
export const toolsSchema = z.strictObject({
  title: text,
  intro: text,
  tools: z.array(z.strictObject({ name: text, url: externalUrl, description: text })).length(8),
  templates: z.array(z.strictObject({ name: text, description: text, type: text })).length(2),
});

/** `content/dialogs/networking.<lang>.yaml`: the stakeholders of In de Piste. */
export const networkingSchema = z.strictObject({
  title: text,
  intro: text,
  stakeholders: z.array(z.strictObject({
    emoji: text,
    title: text,
    description: text,
    tagline: text,
    examples: z.array(text).length(5),
  })).length(8),
});

/** `content/dialogs/intake.<lang>.yaml`: the intake dialog of Spring dan!. */
export const intakeSchema = z.strictObject({
  title: text,
  text,
  points: z.array(text).min(1),
  button: text,
});

export type TrainingData = z.infer<typeof trainingSchema>;
export type ToolsData = z.infer<typeof toolsSchema>;
export type NetworkingData = z.infer<typeof networkingSchema>;
export type IntakeData = z.infer<typeof intakeSchema>;
