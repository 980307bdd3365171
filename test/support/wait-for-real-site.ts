import { inject } from 'vitest';
import { realSiteBuilt } from './real-site.ts';

// The setup file of the layers that read the real site: each of their files starts once it is built.
await realSiteBuilt(inject('siteDir'));
