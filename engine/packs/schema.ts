/**
 * A tiny hand-written schema checker for JSON read back from packs. Each schema is a type guard that
 * records every mismatch with its JSON path, so a bad entry is explained, not just rejected.
 * Object schemas are exact: unknown keys are errors, because a pack must round-trip byte for byte.
 */

export interface SchemaError {
  /** JSON path of the offending value, e.g. `$.abilities[2].costs[0].kind`. */
  readonly path: string;
  readonly message: string;
}

export type Schema<T> = (value: unknown, path: string, errors: SchemaError[]) => value is T;

/** The type a schema accepts. */
export type Infer<S> = S extends Schema<infer T> ? T : never;

/** Compile-time proof that a schema and a hand-written type describe the same values. */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  return `a ${typeof value}`;
}

function fail(errors: SchemaError[], path: string, message: string): false {
  errors.push({ path, message });
  return false;
}

export function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const string: Schema<string> = (value, path, errors): value is string =>
  typeof value === 'string' || fail(errors, path, `expected a string, got ${describe(value)}`);

export const boolean: Schema<boolean> = (value, path, errors): value is boolean =>
  typeof value === 'boolean' || fail(errors, path, `expected true or false, got ${describe(value)}`);

/** A whole number, at least `min`. */
export function integer(min: number): Schema<number> {
  return (value, path, errors): value is number =>
    (typeof value === 'number' && Number.isSafeInteger(value) && value >= min) ||
    fail(errors, path, `expected a whole number of at least ${min}, got ${describe(value)}`);
}

/** A string matching `pattern`; `what` names it in errors ("a lower-case hex SHA-256"). */
export function matching(pattern: RegExp, what: string): Schema<string> {
  return (value, path, errors): value is string =>
    (typeof value === 'string' && pattern.test(value)) ||
    fail(errors, path, `expected ${what}, got ${describe(value)}`);
}

/** One of a fixed set of strings or numbers. */
export function literal<const L extends string | number>(...allowed: readonly L[]): Schema<L> {
  const set = new Set<unknown>(allowed);
  return (value, path, errors): value is L =>
    ((typeof value === 'string' || typeof value === 'number') && set.has(value)) ||
    fail(errors, path, `expected one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}, got ${describe(value)}`);
}

/** Exactly `true`: a flag that is present only when it holds. */
export const isTrue: Schema<true> = (value, path, errors): value is true =>
  value === true || fail(errors, path, `expected true, got ${describe(value)}`);

export function nullable<T>(inner: Schema<T>): Schema<T | null> {
  return (value, path, errors): value is T | null => value === null || inner(value, path, errors);
}

export function array<T>(item: Schema<T>): Schema<readonly T[]> {
  return (value, path, errors): value is readonly T[] => {
    if (!Array.isArray(value)) return fail(errors, path, `expected an array, got ${describe(value)}`);
    let ok = true;
    for (let i = 0; i < value.length; i++) {
      if (!item(value[i], `${path}[${i}]`, errors)) ok = false;
    }
    return ok;
  };
}

export function tuple<A, B>(first: Schema<A>, second: Schema<B>): Schema<readonly [A, B]> {
  return (value, path, errors): value is readonly [A, B] => {
    if (!Array.isArray(value) || value.length !== 2) {
      return fail(errors, path, `expected an array of 2 items, got ${describe(value)}`);
    }
    const a = first(value[0], `${path}[0]`, errors);
    const b = second(value[1], `${path}[1]`, errors);
    return a && b;
  };
}

type Shape = Readonly<Record<string, Schema<unknown>>>;

/** A field an object schema may leave out (never `undefined`: the key is absent or holds a valid value). */
export type OptionalSchema<T> = Schema<T> & { readonly optional: true };

/** Marks a field of an `object` schema as optional: absent, or present and valid. */
export function optional<T>(inner: Schema<T>): OptionalSchema<T> {
  const check = ((value: unknown, path: string, errors: SchemaError[]) => inner(value, path, errors)) as Schema<T>;
  return Object.assign(check, { optional: true as const });
}

type RequiredKeys<S extends Shape> = { [K in keyof S]: S[K] extends OptionalSchema<unknown> ? never : K }[keyof S];
type OptionalKeys<S extends Shape> = Exclude<keyof S, RequiredKeys<S>>;
type ObjectOf<S extends Shape> = { readonly [K in RequiredKeys<S>]: Infer<S[K]> } & {
  readonly [K in OptionalKeys<S>]?: Infer<S[K]>;
};

/** An object with exactly these keys. */
export function object<S extends Shape>(shape: S): Schema<ObjectOf<S>> {
  const keys = Object.keys(shape);
  return (value, path, errors): value is ObjectOf<S> => {
    if (!isPlainObject(value)) return fail(errors, path, `expected an object, got ${describe(value)}`);
    let ok = true;
    for (const key of keys) {
      const check = shape[key];
      if (!check) continue;
      if (!Object.hasOwn(value, key)) {
        if ((check as Partial<OptionalSchema<unknown>>).optional === true) continue;
        ok = fail(errors, `${path}.${key}`, 'is missing');
      } else if (!check(value[key], `${path}.${key}`, errors)) {
        ok = false;
      }
    }
    for (const key of Object.keys(value)) {
      if (!Object.hasOwn(shape, key)) ok = fail(errors, `${path}.${key}`, 'is not a known field');
    }
    return ok;
  };
}

type VariantOf<V extends Readonly<Record<string, Schema<unknown>>>> = Infer<V[keyof V]>;

/**
 * A tagged union: `variants` maps each `kind` to the schema of that variant (which checks `kind` too).
 * Only the matching variant is checked, so errors name the real problem instead of every alternative.
 */
export function tagged<V extends Readonly<Record<string, Schema<unknown>>>>(variants: V): Schema<VariantOf<V>> {
  const kinds = Object.keys(variants);
  return (value, path, errors): value is VariantOf<V> => {
    if (!isPlainObject(value)) return fail(errors, path, `expected an object, got ${describe(value)}`);
    const kind = value['kind'];
    const variant = typeof kind === 'string' && Object.hasOwn(variants, kind) ? variants[kind] : undefined;
    if (!variant) {
      return fail(
        errors,
        `${path}.kind`,
        `expected one of ${kinds.map((k) => JSON.stringify(k)).join(', ')}, got ${describe(kind)}`,
      );
    }
    return variant(value, path, errors);
  };
}

/** How many `lazy` schemas may nest inside each other before a value is refused (see `lazy`). */
export const MAX_DEPTH = 64;

/** How many `lazy` schemas are running now, across all schemas: checks are synchronous, so one counter will do. */
let lazyDepth = 0;

/**
 * A schema defined later or by itself, for recursive types (an effect holding effects, a subject naming a subject).
 * Give the recursive schema an explicit type: `const subject: Schema<Subject> = tagged({ …of: lazy(() => subject) })`.
 * A pack is untrusted, so a hostile value nested thousands of levels deep must not overflow the stack: past
 * MAX_DEPTH nested lazy checks the value is refused with an error instead of checked.
 */
export function lazy<T>(get: () => Schema<T>): Schema<T> {
  return (value, path, errors): value is T => {
    if (lazyDepth >= MAX_DEPTH) return fail(errors, path, `nests deeper than ${MAX_DEPTH} levels`);
    lazyDepth++;
    try {
      return get()(value, path, errors);
    } finally {
      lazyDepth--;
    }
  };
}

/** Runs a schema and returns its errors (empty when the value is valid). */
export function check<T>(
  schema: Schema<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; errors: SchemaError[] } {
  const errors: SchemaError[] = [];
  return schema(value, '$', errors) ? { ok: true, value } : { ok: false, errors };
}
