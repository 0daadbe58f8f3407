#!/usr/bin/env node
// The CLI is TypeScript run through tsx, so `npx cardsmith` works straight after `npm install` with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../host/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
