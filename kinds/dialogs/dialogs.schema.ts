import { z } from 'zod';
import { externalUrl, text } from '../fields.ts';

/** `content/dialogs/training.<lang>.yaml`: the programmes of Dress-uur. */
export const trainingSchema = z.strictObject({
  title: text,
  intro: text,
  /** The nine programmes. */
  programmes: z
    .array(
      z.strictObject({
        title: text,
        /** How long it takes, as shown. */
        duration: text,
        description: text,
        /** The group it is listed under: one day, two to ten days, or made to measure. */
        category: z.enum(['1-dag', '2-10-dagen', 'custom']),
      }),
    )
    .length(9),
});

/** `content/dialogs/tools.<lang>.yaml`: the tools and templates of Playbook. */
export const toolsSchema = z.strictObject({
  title: text,
  intro: text,
  /** The eight tools, each with a link to its own site. */
  tools: z.array(z.strictObject({ name: text, url: externalUrl, description: text })).length(8),
  /** The two templates. */
  templates: z
    .array(
      z.strictObject({
        name: text,
        description: text,
        /** The kind of file, as shown (`Excel`, `PDF`). */
        type: text,
      }),
    )
    .length(2),
});

/** `content/dialogs/networking.<lang>.yaml`: the stakeholders of In de Piste. */
export const networkingSchema = z.strictObject({
  title: text,
  intro: text,
  /** The eight kinds of people the network brings together. */
  stakeholders: z
    .array(
      z.strictObject({
        /** One emoji, shown as its picture. */
        emoji: text,
        title: text,
        description: text,
        /** A short line under the title. */
        tagline: text,
        /** Five examples. */
        examples: z.array(text).length(5),
      }),
    )
    .length(8),
});

/** `content/dialogs/intake.<lang>.yaml`: the intake dialog of Spring dan!. */
export const intakeSchema = z.strictObject({
  title: text,
  text,
  /** What the intake asks for, one point each. */
  points: z.array(text).min(1),
  /** The text of the button that opens the intake form. */
  button: text,
});

export type TrainingData = z.infer<typeof trainingSchema>;
export type ToolsData = z.infer<typeof toolsSchema>;
export type NetworkingData = z.infer<typeof networkingSchema>;
export type IntakeData = z.infer<typeof intakeSchema>;
