/** Search-result lengths of the spec's SEO monitor. */
export const seoLimits = { title: { min: 30, max: 60 }, description: { min: 150, max: 160 } } as const;
/** Words read per minute, for checking an article's reading time. */
export const wordsPerMinute = 200;
