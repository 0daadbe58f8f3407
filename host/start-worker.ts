import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker module `name` that sits beside the module `caller` (its `import.meta.url`). From TypeScript
 * sources (tsx, vitest) the worker registers tsx before importing the `.ts` file, since Node 20 does not pass a
 * thread's module hooks on to its workers; built JavaScript (the desktop app, web mode) starts the `.js` directly.
 */
export function startWorker(caller: string, name: string, options: WorkerOptions = {}): Worker {
  if (!caller.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, caller), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL(`./${name}.ts`, caller).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { ...options, eval: true });
}
