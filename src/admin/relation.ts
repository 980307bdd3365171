/**
 * Decap's relation widget (a service's related services, a category's services) reports its value
 * as a change as soon as it has looked up the entries it names, to pass their data along; the
 * screen then marks an entry "niet opgeslagen" the moment it is opened. The screen's relation
 * widget is Decap's, without that first report: the names shown come from the widget's own lookup,
 * and what an editor picks is reported as before.
 */
type Control = new (...args: never[]) => object;

export interface Widget {
  control: Control;
  preview?: unknown;
  schema?: unknown;
  globalStyles?: unknown;
  allowMapValue?: boolean;
}

export interface WidgetRegistration {
  name: string;
  controlComponent: Control;
  previewComponent?: unknown;
  schema?: unknown;
  globalStyles?: unknown;
  allowMapValue?: boolean;
}

export function settledRelation(relation: Widget): WidgetRegistration {
  class SettledRelationControl extends relation.control {
    /** Decap calls this with the value the entry already has; it is no change. */
    triggerInitialOnChange() {}
  }
  return {
    name: 'relation',
    controlComponent: SettledRelationControl,
    previewComponent: relation.preview,
    schema: relation.schema,
    globalStyles: relation.globalStyles,
    allowMapValue: relation.allowMapValue,
  };
}
