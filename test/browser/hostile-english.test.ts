import { describeHostileCrawl } from '../support/hostile-browser.ts';

// The English half of the hostile site's pages; hostile-dutch.test.ts opens the other half beside it.
describeHostileCrawl('en', { pages: 50, links: 5000, dialogs: 15, seen: 70 });
