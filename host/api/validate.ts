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
 * `names` label the arguments in error messages.
 */
export function args<V extends readonly ArgValidator<unknown>[]>(
  names: { readonly [K in keyof V]: string },
  ...validators: V
): (input: unknown) => Validated<V> {
  return (input) => {
    if (!Array.isArray(input)) throw new HostError('invalid-argument', 'arguments must be an array');
    if (input.length !== validators.length) {
      throw new HostError('invalid-argument', `expected ${validators.length} argument(s), got ${input.length}`);
    }
    return validators.map((validate, i) => validate(input[i], names[i] ?? `argument ${i + 1}`)) as Validated<V>;
  };
}
