import type { ComponentType } from 'react';

/**
 * Every island of the site by name. The server loads them all before rendering; the browser
 * imports one only when its island is about to hydrate, so each becomes its own chunk.
 */
export const islandLoaders = {
  ServicesFilter: () => import('./ServicesFilter.tsx'),
  ContactForm: () => import('./forms/ContactForm.tsx'),
  ContactDialog: () => import('./forms/ContactDialog.tsx'),
  BookingDialog: () => import('./forms/BookingDialog.tsx'),
  WorkshopDialog: () => import('./forms/WorkshopDialog.tsx'),
  BusinessCaseDialog: () => import('./forms/BusinessCaseDialog.tsx'),
  MtPitchDialog: () => import('./forms/MtPitchDialog.tsx'),
  AssessmentDialog: () => import('./forms/AssessmentDialog.tsx'),
  IntakeDialog: () => import('./forms/IntakeDialog.tsx'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandLoaders;
export type IslandProps<N extends IslandName> = Parameters<
  Awaited<ReturnType<(typeof islandLoaders)[N]>>['default']
>[0];

/** When an island's code is fetched and run. */
export type HydrateOn = 'idle' | 'visible' | 'interaction';

/** The `identifierPrefix` of island number `id` on its page, shared by server and browser so generated ids match. */
export const islandPrefix = (id: number) => `i${id}-`;
