// The floor of the check bench: the least any `cardsmith check DIR` must do, as a plain Node script: find the
// card files under DIR (recursively, skipping node_modules and hidden folders), read each and split it into lines.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

let files = 0;
let lines = 0;
const visit = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) visit(full);
    } else if (entry.name.endsWith('.card') || entry.name.endsWith('.card.json')) {
      lines += readFileSync(full, 'utf8').split('\n').length;
      files++;
    }
  }
};
visit(path.resolve(process.argv[2] ?? '.'));
console.log(`${files} files, ${lines} lines`);
