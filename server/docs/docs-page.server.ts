/** A browsable, self-contained page of the OpenAPI document: no scripts, no remote assets. */
const esc = (s: unknown) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function docsPage(doc: any): string {
  const groups = new Map<string, string[]>();
  for (const [path, methods] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(methods)) {
      const body = op.requestBody?.content?.['application/json']?.schema?.$ref?.split('/').pop();
      const answer = op.responses?.['200'] ?? op.responses?.['201'];
      const resp = answer?.content?.['application/json']?.schema;
      const respName = resp?.$ref?.split('/').pop() ?? resp?.properties?.results?.items?.$ref?.split('/').pop();
      const html = `<li><details><summary><span class="m m-${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code> <span class="s">${esc(op.summary)}</span>${op.security?.length === 0 ? ' <span class="pub">public</span>' : ''}</summary>
<div class="d">${body ? `<p>Body: <a href="#schema-${esc(body)}">${esc(body)}</a></p>` : ''}${respName ? `<p>Answer: ${resp?.properties?.results ? 'a page of ' : ''}<a href="#schema-${esc(respName)}">${esc(respName)}</a></p>` : ''}<p>Errors: <code>{ code, message, errors? }</code></p></div></details></li>`;
      const tag = op.tags?.[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), html]);
    }
  }
  const sections = [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, items]) => `<section><h2>${esc(tag)}</h2><ul>${items.join('')}</ul></section>`)
    .join('');
  const schemas = Object.entries<any>(doc.components.schemas)
    .map(
      ([name, s]) =>
        `<details id="schema-${esc(name)}"><summary><code>${esc(name)}</code> ${esc(s.title ?? '')}</summary><pre>${esc(JSON.stringify(s, null, 2))}</pre></details>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nivaas API</title><meta name="description" content="The Nivaas REST API: endpoints and schemas">
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2433;background:#f7f8fa}header{background:#0b3d5c;color:#fff;padding:1.2rem 2rem}header a{color:#cde7ff}main{max-width:1100px;margin:0 auto;padding:1rem 2rem}
h2{border-bottom:2px solid #dfe3ea;padding-bottom:.3rem;margin-top:2rem;font-size:1.15rem}ul{list-style:none;padding:0}li{background:#fff;border:1px solid #dfe3ea;border-radius:6px;margin:.4rem 0}summary{cursor:pointer;padding:.5rem .8rem}summary:focus-visible{outline:3px solid #1769aa}
.m{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;font-weight:700;font-size:.8rem;padding:.1rem .3rem;color:#fff}.m-get{background:#1b6e3a}.m-post{background:#1558a8}.m-patch,.m-put{background:#8a5300}.m-delete{background:#a3212b}
.s{color:#4a5568}.pub{font-size:.75rem;background:#e6f4ea;color:#1b6e3a;border-radius:3px;padding:0 .3rem}.d{padding:0 1rem .6rem}pre{background:#0f1720;color:#e2e8f0;padding:1rem;overflow:auto;border-radius:6px;font-size:.8rem}</style></head>
<body><header><h1>Nivaas API</h1><p>${esc(doc.info.description)} The machine-readable document is at <a href="/api/docs/json">/api/docs/json</a>.</p></header>
<main>${sections}<section><h2>Schemas</h2>${schemas}</section></main></body></html>`;
}
