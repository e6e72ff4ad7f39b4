import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

export interface MessagePlace {
  file: string;
  path: string;
  message: string;
}

/** Every message string written by hand in schemas/ (errorMessage values) and in the catalogue. */
export function handWrittenMessages(): MessagePlace[] {
  const out: MessagePlace[] = [];
  for (const dir of ['schemas', 'schemas/_defs']) {
    for (const name of readdirSync(join(root, dir)).filter((n) => n.endsWith('.schema.json'))) {
      const file = `${dir}/${name}`;
      collect(JSON.parse(readFileSync(join(root, file), 'utf8')), '', false, (path, message) =>
        out.push({ file, path, message }),
      );
    }
  }
  const catalogue = JSON.parse(readFileSync(join(root, 'schemas/_catalogue/messages.json'), 'utf8'));
  for (const [group, messages] of Object.entries<Record<string, string>>(catalogue)) {
    if (group === '$comment') continue;
    for (const [key, message] of Object.entries(messages))
      out.push({ file: 'schemas/_catalogue/messages.json', path: `/${group}/${key}`, message });
  }
  return out;
}

function collect(node: unknown, path: string, inMessage: boolean, add: (path: string, message: string) => void): void {
  if (typeof node === 'string') {
    if (inMessage) add(path, node);
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    collect(value, `${path}/${key}`, inMessage || key === 'errorMessage', add);
  }
}
