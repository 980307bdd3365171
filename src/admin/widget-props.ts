/**
 * What Decap CMS gives a widget of the screen's own (CMS.registerWidget): its value, the field's
 * settings, the search over other entries, and the handlers that report a change and style the
 * field while it is in use.
 */
import type { Hit } from './choices.ts';

/** Decap's search (`query`): the action it ends with carries the entries found. */
export type Query = (
  forID: string,
  collection: string,
  searchFields: string[],
  term: string,
) => Promise<{ payload?: { hits?: Hit[] } }>;

export interface WidgetProps<Value> {
  value: Value;
  onChange(value: unknown): void;
  forID: string;
  field: { get(key: string): unknown };
  query: Query;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  /** The entry being edited (Decap warns it may be stale: read it once, when the widget opens). */
  entry?: { get(key: string): unknown; getIn(path: string[]): unknown };
}

/** Every entry of a collection: a search for nothing finds them all. */
export async function hitsOf(query: Query, forID: string, collection: string): Promise<Hit[]> {
  const found = await query(forID, collection, ['title'], '');
  return found?.payload?.hits ?? [];
}
