import type { Hono } from 'hono';

const page = `<!doctype html><html lang="pt-PT"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>API — Artistic</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1b2a3a}
code,pre{background:#f1f3f5;border-radius:4px;padding:2px 5px}pre{padding:10px;overflow:auto}
.op{border:1px solid #dee2e6;border-radius:8px;margin:10px 0;padding:8px 12px}
.m{font-weight:700;text-transform:uppercase;display:inline-block;min-width:4.5em}
.get{color:#2b8a3e}.post{color:#1971c2}.put{color:#e67700}.delete{color:#c92a2a}
details summary{cursor:pointer}</style></head>
<body><h1>API da aplicação Artistic</h1>
<p>Especificação OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a>. Os pedidos autenticados levam
<code>Authorization: Bearer &lt;token&gt;</code> (obtido com <code>npm run token -- utilizador</code>).</p>
<div id="ops">A carregar…</div><script src="/api/docs/docs.js"></script></body></html>`;

const script = `fetch('/api/openapi.json').then(function(r){return r.json()}).then(function(spec){
var root=document.getElementById('ops');root.textContent='';
Object.keys(spec.paths).sort().forEach(function(p){var ops=spec.paths[p];Object.keys(ops).forEach(function(m){
var op=ops[m];var d=document.createElement('details');d.className='op';var s=document.createElement('summary');
var mm=document.createElement('span');mm.className='m '+m;mm.textContent=m;s.appendChild(mm);
var c=document.createElement('code');c.textContent=p;s.appendChild(c);s.appendChild(document.createTextNode(' — '+(op.summary||'')));
d.appendChild(s);var pre=document.createElement('pre');pre.textContent=JSON.stringify(op,null,2);d.appendChild(pre);root.appendChild(d);});});
}).catch(function(e){document.getElementById('ops').textContent='Erro: '+e;});`;

/** A small documentation page that works under the strict CSP (no inline script, nothing from a CDN). */
export function registerApiDocs(app: Hono) {
  app.get('/api/docs', (c) => c.html(page));
  app.get('/api/docs/docs.js', (c) =>
    c.body(script, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
}
