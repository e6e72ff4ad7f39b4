/**
 * `npx tsx tools/profile-summary.ts <file.cpuprofile> [count]`: where a CPU profile (node --cpu-prof)
 * spent its time — self time by function and by package or project folder — as decision 024 reports it.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, count = '25'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** The package (node_modules/<name>) or project folder a frame belongs to. */
function area(url: string): string {
  if (!url) return '(native / GC / idle)';
  if (url.startsWith('node:')) return url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const project = /\/(dist\/site|dist\/admin|server\/[^/]+|engine\/runtime\/[^/]+|site\/app\/[^/]+|generated)\//.exec(
    url,
  );
  return project ? project[1] : url.replace(/^file:\/\//, '');
}

const functions = new Map<string, number>();
const areas = new Map<string, number>();
for (const [id, us] of self) {
  const { callFrame: f } = byId.get(id)!;
  const name = `${f.functionName || '(anonymous)'}  ${area(f.url)}${f.url && !f.url.startsWith('node:') ? `:${f.lineNumber + 1}` : ''}`;
  functions.set(name, (functions.get(name) ?? 0) + us);
  areas.set(area(f.url), (areas.get(area(f.url)) ?? 0) + us);
}
const show = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
    console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
show('Self time by package or folder', areas);
show('Self time by function', functions);
