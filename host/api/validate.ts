import { HostError } from '../workspace/host-error.js';

/** Checks one positional argument's type and returns it typed; throws an `invalid-argument` HostError. */
export type ArgValidator<T> = (value: unknown, name: string) => T;

export const string: ArgValidator<string> = (value, name) => {
  if (typeof value !== 'string') throw new HostError('invalid-argument', `${name} must be a string`);
  return value;
};

type Validated<V extends readonly ArgValidator<unknown>[]> = { -readonly [K in keyof V]: ReturnType<V[K]> };

/**
 * A validator for a whole argument list: exactly these positional arguments, each checked.
 * `names` label the arguments in error messages; a name ending in `?` marks a trailing argument that may be left
 * out (its validator then sees undefined, so it should be `optional`).
 */
export function args<V extends readonly ArgValidator<unknown>[]>(
  names: { readonly [K in keyof V]: string },
  ...validators: V
): (input: unknown) => Validated<V> {
  return (input) => {
    if (!Array.isArray(input)) throw new HostError('invalid-argument', 'arguments must be an array');
    const required = (names as readonly string[]).filter((n) => !n.endsWith('?')).length;
    if (input.length > validators.length || input.length < required) {
      const count = required === validators.length ? `${required}` : `${required} to ${validators.length}`;
      throw new HostError('invalid-argument', `expected ${count} argument(s), got ${input.length}`);
    }
    return validators.map((validate, i) =>
      validate(input[i], (names[i] ?? `argument ${i + 1}`).replace(/\?$/, '')),
    ) as Validated<V>;
  };
}

export const boolean: ArgValidator<boolean> = (value, name) => {
  if (typeof value !== 'boolean') throw new HostError('invalid-argument', `${name} must be true or false`);
  return value;
};

/** Accepts `undefined` (an absent field; JSON has no undefined) or whatever `validate` accepts. */
export function optional<T>(validate: ArgValidator<T>): ArgValidator<T | undefined> {
  return (value, name) => (value === undefined ? undefined : validate(value, name));
}

/** One of a few fixed strings. */
export function oneOf<const T extends string>(choices: readonly T[]): ArgValidator<T> {
  return (value, name) => {
    if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
      throw new HostError('invalid-argument', `${name} must be one of ${choices.join(', ')}`);
    }
    return value as T;
  };
}

/** A whole number in [min, max]. */
export function integer(min: number, max: number): ArgValidator<number> {
  return (value, name) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw new HostError('invalid-argument', `${name} must be a whole number from ${min} to ${max}`);
    }
    return value;
  };
}

/** A list of at most `max` items, each checked. */
export function list<T>(item: ArgValidator<T>, max: number): ArgValidator<T[]> {
  return (value, name) => {
    if (!Array.isArray(value)) throw new HostError('invalid-argument', `${name} must be a list`);
    if (value.length > max) throw new HostError('invalid-argument', `${name} has more than ${max} items`);
    return value.map((v, i) => item(v, `${name}[${i}]`));
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

type Fields<T> = { readonly [K in keyof T]-?: ArgValidator<T[K]> };

/**
 * A plain object with exactly these fields (absent optional ones allowed), each checked. Unknown fields are
 * refused, so a typo in a caller is an error rather than silently ignored.
 */
export function object<T>(fields: Fields<T>): ArgValidator<T> {
  return (value, name) => {
    if (!isPlainObject(value)) throw new HostError('invalid-argument', `${name} must be an object`);
    for (const key of Object.keys(value)) {
      if (!Object.prototype.hasOwnProperty.call(fields, key)) {
        throw new HostError('invalid-argument', `${name} has an unknown field ${JSON.stringify(key)}`);
      }
    }
    const result: Partial<Record<keyof T, unknown>> = {};
    for (const key of Object.keys(fields) as (keyof T & string)[]) {
      const checked = fields[key](value[key], `${name}.${key}`);
      if (checked !== undefined) result[key] = checked;
    }
    return result as T;
  };
}

/** Exactly one of several object shapes, told apart by which field names the input has. */
export function variants<T>(
  shapes: readonly { readonly has: string; readonly validate: ArgValidator<T> }[],
): ArgValidator<T> {
  return (value, name) => {
    if (!isPlainObject(value)) throw new HostError('invalid-argument', `${name} must be an object`);
    const shape = shapes.find((s) => Object.prototype.hasOwnProperty.call(value, s.has));
    if (!shape) {
      const keys = shapes.map((s) => s.has).join(', ');
      throw new HostError('invalid-argument', `${name} needs one of the fields ${keys}`);
    }
    return shape.validate(value, name);
  };
}
