/**
 * Records what a computation reads from its inputs, so that given new inputs one can tell,
 * without running it again, whether it would read anything different. This is the dependency
 * signature of a rendered page: a page must be rendered again exactly when a value it read
 * changed, whichever component read it.
 *
 * Inputs are plain data. Reads of plain objects, arrays and maps are followed through proxies and
 * recorded by path (a map by the keys looked up in it, or as a whole when it is iterated); any
 * other object (a class instance, a frozen object) is recorded by identity.
 */

interface LogNode {
  /** The node this one was read from, or -1 for a root. */
  parent: number;
  /** The property (or, for a node read from a map, the map key) it was read at. */
  key: unknown;
  /** Whether this node is a Map, read with `get`, `has` and `size`. */
  map?: boolean;
  /** Primitive values (and opaque objects) read from this node, by key. */
  reads: Map<unknown, unknown>;
  /** Results of `key in object`, or of `map.has(key)`. */
  has?: Map<unknown, boolean>;
  /** The keys, when they were listed (`Object.keys`, spread, `for...in`). */
  keys?: string;
  /** A map that was iterated: any change to it counts. */
  whole?: Map<unknown, unknown>;
  /** Child nodes by key, with the view handed out for them. */
  children?: Map<unknown, { index: number; view: object }>;
}

export type Roots = Record<string, unknown>;

const size = Symbol('size');

function isTrackable(value: object): boolean {
  if (Object.isFrozen(value)) return false;
  if (Array.isArray(value) || value instanceof Map) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const keyList = (value: object) =>
  Reflect.ownKeys(value)
    .filter((k) => typeof k === 'string')
    .join('\u0000');

export class ReadLog {
  private readonly nodes: LogNode[] = [];
  private stopped = false;

  /** Records nothing more: what is read through its views after this hands out the values as they are. */
  stop(): void {
    this.stopped = true;
  }

  /**
   * A view of the input `name` that records what is read through it. Keys in `untracked` are
   * handed out as they are and not recorded.
   */
  track<T extends object>(name: string, value: T, untracked: readonly PropertyKey[] = []): T {
    const index = this.nodes.push({ parent: -1, key: name, reads: new Map() }) - 1;
    // A proxy must hand out the very values of a frozen object; a copy can hand out views.
    const target = Object.isFrozen(value) ? ((Array.isArray(value) ? [...value] : { ...value }) as T) : value;
    return this.view(index, target, untracked);
  }

  /** How many values were recorded, for reports. */
  get size(): number {
    return this.nodes.reduce((n, node) => n + node.reads.size + (node.has?.size ?? 0) + 1, 0);
  }

  /** What a read hands out: a view of an object it can follow, else the value, recorded. */
  private handOut(index: number, key: unknown, value: unknown): unknown {
    if (this.stopped) return value;
    if (value !== null && typeof value === 'object' && isTrackable(value)) return this.child(index, key, value);
    this.nodes[index]!.reads.set(key, value);
    return value;
  }

  private view<T extends object>(index: number, target: T, untracked: readonly PropertyKey[] = []): T {
    const node = this.nodes[index]!;
    const log = this;
    if (target instanceof Map) {
      node.map = true;
      const map = target as Map<unknown, unknown>;
      return new Proxy(target, {
        get(t, key) {
          if (key === 'get') return (k: unknown) => log.handOut(index, k, map.get(k));
          if (key === 'has') {
            return (k: unknown) => {
              const found = map.has(k);
              if (!log.stopped) (node.has ??= new Map()).set(k, found);
              return found;
            };
          }
          if (key === 'size') {
            if (!log.stopped) node.reads.set(size, map.size);
            return map.size;
          }
          // Iterating it, or anything else: the map as a whole.
          if (!log.stopped) node.whole = map;
          const value = Reflect.get(t, key, t);
          return typeof value === 'function' ? value.bind(t) : value;
        },
      });
    }
    return new Proxy(target, {
      get(t, key, receiver) {
        const value = Reflect.get(t, key, receiver);
        if (typeof key === 'symbol' || typeof value === 'function' || untracked.includes(key)) return value;
        return log.handOut(index, key, value);
      },
      has(t, key) {
        const found = Reflect.has(t, key);
        if (typeof key !== 'symbol' && !log.stopped) (node.has ??= new Map()).set(key, found);
        return found;
      },
      ownKeys(t) {
        if (!log.stopped) node.keys = keyList(t);
        return Reflect.ownKeys(t);
      },
    });
  }

  private child(parent: number, key: unknown, value: object): object {
    const children = (this.nodes[parent]!.children ??= new Map());
    const known = children.get(key);
    if (known) return known.view;
    const index = this.nodes.push({ parent, key, reads: new Map() }) - 1;
    const view = this.view(index, value);
    children.set(key, { index, view });
    return view;
  }

  /** Whether reading the same paths from `roots` gives the same values as were recorded. */
  sameFor(roots: Roots): boolean {
    const values: object[] = new Array(this.nodes.length);
    for (let i = 0; i < this.nodes.length; i++) {
      const node = this.nodes[i]!;
      const parent = node.parent < 0 ? undefined : this.nodes[node.parent]!;
      const holder = node.parent < 0 ? roots : values[node.parent]!;
      const value = parent?.map
        ? (holder as Map<unknown, unknown>).get(node.key)
        : (holder as Record<PropertyKey, unknown>)[node.key as PropertyKey];
      if (value === null || typeof value !== 'object') return false;
      values[i] = value;
      if (node.map) {
        if (!(value instanceof Map)) return false;
        if (node.whole && node.whole !== value) return false;
        for (const [key, old] of node.reads)
          if (!Object.is(key === size ? value.size : value.get(key), old)) return false;
        if (node.has) for (const [key, old] of node.has) if (value.has(key) !== old) return false;
        continue;
      }
      const record = value as Record<PropertyKey, unknown>;
      for (const [key, old] of node.reads) if (!Object.is(record[key as PropertyKey], old)) return false;
      if (node.has) for (const [key, old] of node.has) if ((key as PropertyKey) in record !== old) return false;
      if (node.keys !== undefined && keyList(value) !== node.keys) return false;
    }
    return true;
  }
}
