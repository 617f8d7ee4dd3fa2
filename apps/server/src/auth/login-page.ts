const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const style = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:linear-gradient(160deg,#e7f5ff,#d0ebff);min-height:100vh;display:flex;align-items:center;justify-content:center;color:#1b2a3a}
main{background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(16,64,112,.15);padding:32px;width:min(92vw,380px)}
h1{font-size:1.4rem;margin:0 0 4px} p.sub{margin:0 0 20px;color:#4a5d70}
label{display:block;font-weight:600;margin:14px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #adb5bd;border-radius:8px;font-size:1rem}
input:focus{outline:3px solid #74c0fc;border-color:#0b6fb0}
button{margin-top:22px;width:100%;padding:11px;border:0;border-radius:8px;background:#0b6fb0;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:hover{background:#00629e}
button:focus-visible,a:focus-visible{outline:3px solid #74c0fc;outline-offset:2px}
.error{background:#fff5f5;border:1px solid #ffa8a8;color:#c92a2a;border-radius:8px;padding:10px 12px;margin-bottom:8px}
.demo{margin-top:22px;font-size:.9rem;color:#4a5d70;border-top:1px solid #e9ecef;padding-top:14px}
.demo code{background:#f1f3f5;padding:1px 5px;border-radius:4px}
a{color:#1971c2}`;

export function renderPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-PT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
}

export function renderLoginPage(opts: {
  action: string;
  abortUrl: string;
  error?: string;
  username?: string;
  demoAccounts?: readonly { username: string; role: string; club?: string }[];
}): string {
  const demo = opts.demoAccounts?.length
    ? `<div class="demo"><strong>Contas de demonstração</strong> (a palavra-passe é o nome de utilizador):<ul>${opts.demoAccounts
        .map(
          (a) =>
            `<li><code>${escapeHtml(a.username)}</code> — ${escapeHtml(a.role)}${a.club ? ` (${escapeHtml(a.club)})` : ''}</li>`,
        )
        .join('')}</ul></div>`
    : '';
  return renderPage(
    'Iniciar sessão — Artistic',
    `<h1>Iniciar sessão</h1><p class="sub">Federação — Natação Artística</p>
${opts.error ? `<div class="error" role="alert">${escapeHtml(opts.error)}</div>` : ''}
<form method="post" action="${escapeHtml(opts.action)}" autocomplete="on">
<label for="username">Utilizador</label>
<input id="username" name="username" required autofocus autocomplete="username" value="${escapeHtml(opts.username ?? '')}">
<label for="password">Palavra-passe</label>
<input id="password" name="password" type="password" required autocomplete="current-password">
<button type="submit">Entrar</button>
</form>
<p><a href="${escapeHtml(opts.abortUrl)}">Cancelar</a></p>${demo}`,
  );
}

export function renderMessagePage(title: string, message: string, extraHtml = ''): string {
  return renderPage(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${extraHtml}`,
  );
}
