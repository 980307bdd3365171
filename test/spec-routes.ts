/** The routes of the spec (section 2), written out here so that the tests check the spec, not the content. */
export const serviceSlugs = [
  'sprintpartner', 'werkpaard', 'de-kuhr', 'los-gaan', 'dress-uur', 'ikigai-journey', 'klaar-voor-ai',
  'spring-dan', 'in-de-piste', 'in-het-zadel', 'de-wedstrijd', 'playbook', 'de-grote-parade', 'de-hulpteugels',
];

export const pageRoutes = [
  '/', '/services', ...serviceSlugs.map((s) => `/services/${s}`),
  '/strategie-advies', '/uitvoering-implementatie', '/training-ontwikkeling', '/netwerk-financiering', '/tools-templates',
  '/raspaarden', '/artikelen',
  '/artikelen/missie-en-visie-meer-dan-woorden-op-papier',
  '/artikelen/ogsm-model-als-groeibooster-voor-startups',
  '/artikelen/kotters-8-stappen-in-praktijk-bij-scale-ups',
  '/artikelen/piramide-van-lencioni-en-teamontwikkeling',
  '/artikelen/personal-branding-startup',
  '/artikelen/ai-readiness-organisatie-klaar-voor-ai-revolutie',
  '/strategisch-advies-startups', '/innovatie-begeleiding-scaleups', '/groeistrategie-opstellen-startup',
  '/business-strategie-innovatieve-bedrijven', '/strategisch-advies-startups-scaleups',
  '/innovatie-strategie-begeleiding-groeibedrijven', '/begeleiding-groeien-startup', '/marketingstrategie-startup-groeien',
  '/impact-ondernemers-strategie-duurzaam-ondernemen', '/groeistrategie-mkb-succesvol-opschalen',
];

/** The redirects of the spec, and the paths it lists as linked: each must land on this page. */
export const redirectTargets: Record<string, string> = {
  '/artikelen/missie-visie-bedrijf-opstellen': '/artikelen/missie-en-visie-meer-dan-woorden-op-papier',
  '/artikelen/ogsm-model-strategische-planning': '/artikelen/ogsm-model-als-groeibooster-voor-startups',
  '/artikelen/kotter-verandermanagement-8-stappen-model': '/artikelen/kotters-8-stappen-in-praktijk-bij-scale-ups',
  '/artikelen/lencioni-teamontwikkeling-5-dysfuncties': '/artikelen/piramide-van-lencioni-en-teamontwikkeling',
  '/artikelen/personal-branding-startup-ondernemers-authenticity-wins': '/artikelen/personal-branding-startup',
  '/artikelen/ai-readiness-organisatie-klaar': '/artikelen/ai-readiness-organisatie-klaar-voor-ai-revolutie',
  '/artikelen/ai-readiness-organisatie': '/artikelen/ai-readiness-organisatie-klaar-voor-ai-revolutie',
  '/artikelen/missie-en-visie': '/artikelen/missie-en-visie-meer-dan-woorden-op-papier',
  '/artikelen/ogsm-model': '/artikelen/ogsm-model-als-groeibooster-voor-startups',
  '/artikelen/kotter-verandermanagement': '/artikelen/kotters-8-stappen-in-praktijk-bij-scale-ups',
  '/artikelen/lencioni-teamdevelopment': '/artikelen/piramide-van-lencioni-en-teamontwikkeling',
  '/artikelen/ai-readiness': '/artikelen/ai-readiness-organisatie-klaar-voor-ai-revolutie',
  '/marketingstrategie-startup': '/marketingstrategie-startup-groeien',
  '/impact-ondernemers-strategie': '/impact-ondernemers-strategie-duurzaam-ondernemen',
  '/groeistrategie-mkb-scaleups': '/groeistrategie-mkb-succesvol-opschalen',
  '/keyword/strategisch-advies-startups': '/strategisch-advies-startups',
  '/keyword/innovatie-begeleiding-scaleups': '/innovatie-begeleiding-scaleups',
};

export const en = (path: string) => (path === '/' ? '/en' : `/en${path.replace(/^\/#/, '#')}`);
