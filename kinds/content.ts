import type {
  ArticleData,
  CategoryData,
  HomeData,
  IntakeData,
  LandingData,
  Lang,
  NetworkingData,
  PartnerData,
  PrivacyData,
  RedirectData,
  ServiceData,
  SiteData,
  ToolsData,
  TrainingData,
  UiStrings,
} from './schemas.ts';
import type { PictureData } from '../src/lib/picture.ts';

/** A page written in markdown: its validated front matter, its body as HTML and where it came from. */
export interface Page<T> {
  slug: string;
  file: string;
  data: T;
  html: string;
}

export interface Article extends Page<ArticleData> {
  /** Words in the body, for reading time checks and structured data. */
  wordCount: number;
  /** Its picture (`image`), made for its card and its page by build/images/; none without one. */
  cover?: { card: PictureData; page: PictureData };
}

/**
 * What a list of articles shows of one: its front matter and picture, not its body, so a list
 * stays as it is when only a body changes (see articleListRoutes in kinds/article/article.routes.tsx).
 */
export type ListedArticle = Pick<Article, 'slug' | 'data' | 'cover'>;

export interface Partner {
  id: string;
  file: string;
  data: PartnerData;
  /** Their portrait (`photo`), made for their card and profile by build/images/; none without one. */
  portrait?: { card: PictureData; profile: PictureData };
}

/** What one language of the site is made of. */
export interface LangContent {
  ui: UiStrings;
  home: HomeData;
  privacy: Page<PrivacyData>;
  services: Page<ServiceData>[];
  categories: Page<CategoryData>[];
  landings: Page<LandingData>[];
  training: TrainingData;
  tools: ToolsData;
  networking: NetworkingData;
  intake: IntakeData;
}

/** The whole site's content, validated and with markdown rendered. */
export interface SiteContent {
  site: SiteData;
  redirects: RedirectData;
  lang: Record<Lang, LangContent>;
  /** Newest first. */
  articles: Article[];
  partners: Partner[];
  /**
   * The pages of every kind laid out in pairs of files (kinds/), by kind and language: those
   * above, and those of any kind added.
   */
  pages: Record<string, Record<Lang, Page<unknown>[]>>;
}
