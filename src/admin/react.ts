/**
 * React as Decap CMS lends it to the screen's own widgets (`window.h`, `window.createClass`): one
 * copy of React for Decap and the widgets, none bundled with them.
 */
export type Node = unknown;
export type Props = Record<string, unknown> | null;

interface Lent {
  h(type: unknown, props?: Props, ...children: Node[]): Node;
  createClass(spec: object): unknown;
}

const lent = () => window as unknown as Lent;

/** React.createElement. */
export const h = (type: unknown, props?: Props, ...children: Node[]): Node => lent().h(type, props, ...children);

/**
 * A component with props `P` and state, from its methods (create-react-class: `this` is the
 * component), made when first asked for: Decap lends React only once its script has run.
 */
export const component =
  <P>() =>
  <T extends object>(spec: T & ThisType<T & Component<P>>) => {
    let made: unknown;
    return () => (made ??= lent().createClass(spec));
  };

/** What a component made by `component` has besides its own methods. */
export interface Component<P> {
  props: P;
  state: Record<string, unknown>;
  setState(state: Record<string, unknown>): void;
  forceUpdate(): void;
}
