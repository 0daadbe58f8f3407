import type { HostErrorShape, HostMethod, HostResult } from '../contract.js';
import { HostError } from '../workspace/host-error.js';
import { methods, type HostContext, type MethodSpec } from './methods.js';
import { errorMessage } from '../error-message.js';

export function isHostMethod(name: unknown): name is HostMethod {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(methods, name);
}

/** Turns anything thrown into an error value; unexpected errors become `io` without leaking stack traces. */
export function errorShape(error: unknown): HostErrorShape {
  if (error instanceof HostError) return error.toShape();
  return { code: 'io', message: errorMessage(error) };
}

/**
 * Runs one untrusted request: the method name and the arguments are checked before anything touches the disk.
 * Never throws: the answer is a HostResult value.
 */
export async function dispatch(context: HostContext, name: unknown, input: unknown): Promise<HostResult<unknown>> {
  try {
    if (!isHostMethod(name)) throw new HostError('invalid-argument', `unknown method ${JSON.stringify(name)}`);
    // Widen to a common shape: each entry's validate/run pair agrees, which the table's type already checked.
    const spec = methods[name] as unknown as MethodSpec<unknown[], unknown>;
    const value = await spec.run(context, ...spec.validate(input));
    return { ok: true, value: value ?? null };
  } catch (error) {
    return { ok: false, error: errorShape(error) };
  }
}
