import type { Route } from './routes.tsx';

const madeOf = new WeakMap<Route, unknown[]>();

/**
 * Says that everything in `route` (its fields and its element's props) is made, by the code that
 * made it, of `inputs` alone: its page key is then made of those (see PageKeys), which for a kind
 * with thousands of pages is a fraction of the work. Only for such a route.
 */
export function routeMadeOf(route: Route, ...inputs: unknown[]): Route {
  madeOf.set(route, inputs);
  return route;
}

/** What a route is made of, when the code that made it said so (see routeMadeOf). */
export const inputsOf = (route: Route): unknown[] | undefined => madeOf.get(route);
