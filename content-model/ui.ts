import { z } from 'zod';
import { text } from './common.ts';
import { overviewCategories } from './service.ts';
import { articleCategories } from './article.ts';
import { spokenLanguages } from './partner.ts';

/** A group of interface strings: every key listed must be present and non-empty. */
const group = <const K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, text])) as Record<K, typeof text>);

/**
 * `content/ui/<lang>.yaml`: every word of the interface that is not page copy.
 * `{name}` marks a value filled in by the page.
 */
export const uiSchema = z.strictObject({
  /** The default title and description of pages that set none, the skip link, and the language switch. */
  meta: group(['defaultTitle', 'defaultDescription', 'skipLink', 'switchLanguage', 'switchLanguageLabel', 'dutchOnly']),
  /** The header: its menus and their labels. */
  nav: group(['label', 'home', 'about', 'services', 'propositions', 'experts', 'articles', 'contact', 'menu', 'closeMenu', 'allServices', 'allArticles', 'allExperts', 'specializations', 'logoLabel']),
  /** The footer: its headings and links. */
  footer: group(['tagline', 'services', 'specializations', 'popularArticles', 'company', 'about', 'contact', 'privacy', 'network', 'mail', 'partner', 'rights', 'chamberOfCommerce', 'newTab']),
  /** Words many pages share: headings of sections, buttons, breadcrumbs. */
  common: group(['breadcrumb', 'moreInfo', 'viewAll', 'faqHeading', 'relatedHeading', 'featuresHeading', 'benefitsHeading', 'close', 'highContrast', 'callPhone']),
  /** The contact section of the home page. */
  home: group(['contactEmail', 'contactPhone', 'contactReply']),
  /** The services overview: heading, search, tabs (one label per overview category) and its search result. */
  services: z.strictObject({
    ...group(['heading', 'intro', 'searchLabel', 'searchPlaceholder', 'tabsLabel', 'all', 'empty', 'resultCount', 'resultCountOne', 'ctaHeading', 'ctaText', 'ctaButton']).shape,
    categories: group(overviewCategories),
    seo: group(['title', 'description']),
  }),
  /** The partner overview and profiles: headings, labels, and the names of the languages partners speak. */
  experts: z.strictObject({
    ...group(['heading', 'intro', 'viewProfile', 'website', 'email', 'portfolio', 'linkedin', 'languages', 'whoIAm', 'whatDrivesMe', 'whatIBring', 'contributions', 'myWork', 'getInTouchHeading', 'getInTouchText', 'notFound', 'notFoundText', 'backToOverview', 'ctaHeading', 'ctaText', 'ctaButton', 'photoOf']).shape,
    languageNames: group(spokenLanguages),
    seo: group(['title', 'description']),
  }),
  /** The article overview and articles: headings, labels, and the names of the article categories. */
  articles: z.strictObject({
    ...group(['heading', 'intro', 'read', 'readTime', 'back', 'relatedHeading', 'tagsLabel', 'ctaHeading', 'ctaText', 'ctaButton']).shape,
    /**
     * The overview pages through the articles, twelve a page, and has one overview per category.
     * `categoriesLabel` names the links to the categories, `allCategories` the link to all;
     * `pagination` names the page links, `previous` and `next` the links beside them, `page` the
     * current page (`{page}`, `{pages}`). A page after the first is titled `pageTitle` (`{title}`
     * of the first page, `{page}`) and described by `pageDescription` (`{page}`, `{pages}`)
     * followed by the titles it lists. A category's overview is titled `categoryTitle`, introduced
     * by `categoryIntro` and described by `categoryDescription` (each with `{category}`) followed
     * by the titles it lists.
     */
    lists: group(['categoriesLabel', 'allCategories', 'pagination', 'previous', 'next', 'page', 'pageTitle', 'pageDescription', 'categoryTitle', 'categoryIntro', 'categoryDescription']),
    categories: group(articleCategories),
    seo: group(['title', 'description']),
  }),
  /** The page for an address that does not exist. */
  notFound: group(['title', 'heading', 'text', 'home']),
  /** What a visitor sees when something fails to load. */
  errors: group(['loadFailedTitle', 'loadFailedText', 'backHome', 'unexpectedTitle', 'unexpectedText', 'retry', 'reload', 'imageUnavailable']),
  /** Labels, titles and buttons of the forms and dialogs; `{service}`, `{name}` and the like are filled in. */
  forms: group([
    'optional', 'close', 'notifications',
    'name', 'email', 'company', 'phone', 'message', 'website', 'preferredTime', 'date', 'selectTime', 'selectedDate', 'noDate',
    'contactName', 'companyName', 'participants', 'location', 'additionalInfo',
    'description', 'currentSituation', 'goals', 'timeline',
    'organizationName', 'contactPerson', 'role', 'meetingDate', 'meetingTime', 'teamSize', 'question',
    'contactTitle', 'contactDescription', 'contactSubmit', 'contactSubject',
    'bookingTitle', 'bookingDescription', 'bookingSubmit', 'bookingSubject',
    'workshopTitle', 'workshopDescription', 'workshopSubmit', 'workshopSubject',
    'businessCaseTitle', 'businessCaseDescription', 'businessCaseSubmit', 'businessCaseSubject',
    'mtTitle', 'mtDescription', 'mtSubmit',
    'assessmentTitle', 'assessmentDescription', 'assessmentSubmit', 'assessmentSubject',
    'mailGreeting', 'mailClosing', 'mailService',
    'trainingOneDay', 'trainingMultiDay', 'trainingCustom',
    'toolsHeading', 'templatesHeading', 'networkingExamples', 'intakeNewTab',
  ]),
  /** Every message of the forms (spec sections 5 and 8). */
  messages: group([
    'submitting', 'fieldRequired',
    'requiredTitle', 'contactRequired', 'invalidEmailTitle', 'invalidEmail',
    'bookingRequired', 'invalidPhoneTitle', 'invalidPhone',
    'workshopRequired', 'participantsTitle', 'participants', 'participantsWholeTitle', 'participantsWhole', 'businessCaseRequired', 'assessmentRequired',
    'mtOrganizationMin', 'mtOrganizationMax', 'mtWebsite', 'mtWebsiteMax', 'mtContactMin', 'mtContactMax',
    'mtRoleMin', 'mtRoleMax', 'mtEmail', 'mtEmailMax', 'mtPhone', 'mtPhoneMax', 'mtDateTime', 'mtInfoMax',
    'genericErrorTitle', 'genericError',
    'mailOpeningTitle', 'mailOpening', 'bookingOpeningTitle', 'bookingOpening', 'workshopOpeningTitle', 'workshopOpening',
    'intakeSentTitle', 'intakeSent', 'businessCaseSentTitle', 'businessCaseSent',
    'mtSentTitle', 'mtSent', 'mtMailOpening',
    'sendFailedTitle', 'sendHeadless', 'sendBlocked', 'sendRateLimited', 'sendNetwork', 'sendMisconfigured',
  ]),
});
export type UiStrings = z.infer<typeof uiSchema>;
