/** Search-result lengths of the spec's SEO monitor. */
export const seoLimits = { title: { min: 30, max: 60 }, description: { min: 150, max: 160 } } as const;
/** Words read per minute, for checking an article's reading time. */
export const wordsPerMinute = 200;
/** The read time of a text of `words` words, in whole minutes, at least one. */
export const readTimeOf = (words: number): number => Math.max(1, Math.round(words / wordsPerMinute));
