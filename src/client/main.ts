/**
 * The only script every page loads up front: one module per concern, run in this order. React
 * and an island's code arrive only when islands.ts wakes the island.
 *
 * These modules export nothing and share nothing: once any module of this script exports a
 * value, esbuild makes the script fetch a chunk of its own helpers (shared with React's chunks)
 * before it runs.
 */
import './clean-address.ts';
import './language-choice.ts';
import './not-found-switch.ts';
import './dialog-fallbacks.ts';
import './menus.ts';
import './picture-fallback.ts';
import './contrast-toggle.ts';
import './scroll-to-section.ts';
import './islands.ts';
