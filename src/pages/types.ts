import type { IconName } from '../lib/icon-names.ts';

/** What cards and menus show of a service. */
export interface ServiceSummary {
  slug: string;
  title: string;
  subtitle: string;
  summary: string;
  icon: IconName;
  /** Whose call to action is a phone call (Sprintpartner): its card carries the phone link too. */
  phone: boolean;
}
