import type { PlanMemory } from '../../kinds/define.ts';

/**
 * The dev server's memory of its last plan of the site: it plans again on every edit, and a kind
 * with thousands of pages keeps here the pages whose inputs stayed the same objects. A build plans
 * once and has none, so nothing of this stays in its memory.
 */
export function planMemory(): PlanMemory {
  const weak = new Map<string, WeakMap<object, unknown>>();
  const maps = new Map<string, Map<unknown, unknown>>();
  const kept = new Map<string, unknown>();
  const named = <T>(all: Map<string, unknown>, name: string, make: () => T): T => {
    if (!all.has(name)) all.set(name, make());
    return all.get(name) as T;
  };
  return {
    weak: <K extends object, V>(name: string) => named(weak, name, () => new WeakMap<K, V>()),
    map: <K, V>(name: string) => named(maps, name, () => new Map<K, V>()),
    kept: <T>(name: string, make: () => T) => named(kept, name, make),
  };
}
