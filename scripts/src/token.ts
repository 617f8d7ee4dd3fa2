import { parseArgs } from 'node:util';
import { loginWithPassword } from './oidc-login.ts';

const usage = `Uso: npm run token -- <utilizador> [<palavra-passe>] [--url http://localhost:3000] [--json]
Inicia sessão no servidor em execução pelo fornecedor de identidade embutido (código + PKCE)
e imprime o access token. Em modo demo a palavra-passe é, por omissão, o nome de utilizador.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});
const [username, password] = positionals;
if (values.help || !username) {
  process.stderr.write(`${usage}\n`);
  process.exit(values.help ? 0 : 2);
}
const baseUrl = values.url ?? `http://localhost:${process.env['PORT'] ?? '3000'}`;

try {
  const tokens = await loginWithPassword({ baseUrl, username, password: password ?? username });
  process.stdout.write(
    values.json ? `${JSON.stringify(tokens, null, 2)}\n` : `${tokens.access_token}\n`,
  );
} catch (e) {
  const msg = e instanceof Error ? e.message : String(e);
  const hint = /fetch failed|ECONNREFUSED/.test(msg)
    ? ` (o servidor está a correr em ${baseUrl}?)`
    : '';
  process.stderr.write(`Erro: ${msg}${hint}\n`);
  process.exit(1);
}
