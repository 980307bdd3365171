import { describeHostileCrawl } from '../support/hostile-browser.ts';

// The Dutch half of the hostile site's pages; hostile-english.test.ts opens the other half beside it.
describeHostileCrawl('nl', { pages: 50, links: 5000, dialogs: 15, seen: 70 });
