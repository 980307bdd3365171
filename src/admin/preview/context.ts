import type {
  IntakeData,
  NetworkingData,
  SiteData,
  ToolsData,
  TrainingData,
  UiStrings,
} from '../../../kinds/schemas.ts';
import type { Lang } from '../../../kinds/fields.ts';
import type { NavData } from '../../components/site-context.tsx';
import type { PropositionGroup } from '../../../kinds/home/HomePage.tsx';
import type { ServiceSummary } from '../../pages/types.ts';

/**
 * What the preview needs of the rest of the site to show an entry as its page, in one language:
 * the company's details, the interface strings, the menus, the privacy policy the footer opens, the
 * cards of the services a page links to and the information dialogs. The editing screen reads it
 * once from `admin/preview.json` (scripts/cms/preview-context.ts); the entry itself comes from the form.
 */
export interface PreviewLang {
  site: SiteData;
  ui: UiStrings;
  nav: NavData;
  privacy: { title: string; html: string };
  services: Record<string, ServiceSummary>;
  groups: PropositionGroup[];
  dialogs: { training: TrainingData; tools: ToolsData; networking: NetworkingData; intake: IntakeData };
}

export type PreviewContext = Record<Lang, PreviewLang>;
