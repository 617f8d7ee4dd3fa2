import { parseArgs } from 'node:util';
import { loadConfig } from '@artistic/server/src/config.ts';
import {
  createUser,
  listUsers,
  setClub,
  setPassword,
  setRole,
} from '@artistic/server/src/features/users/service.ts';
import { withDatabase } from './database-cli.ts';

const usage = `Gestão de utilizadores do fornecedor de identidade embutido.
Uso:
  npm run user -- list
  npm run user -- add <utilizador> <palavra-passe> --role admin|referee|clube [--club "Nome do clube"] [--name "Nome"] [--email x@y.pt]
  npm run user -- set-role <utilizador> admin|referee|clube
  npm run user -- set-club <utilizador> "Nome do clube"
  npm run user -- reset-password <utilizador> <nova-palavra-passe>
Usa DATA_DIR ou DATABASE_URL como o servidor. Com PGlite, pare o servidor antes (só um processo abre a pasta de dados).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    role: { type: 'string' },
    club: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const [command, username, arg] = positionals;
if (values.help || !command) {
  process.stdout.write(`${usage}\n`);
  process.exit(values.help ? 0 : 2);
}

const config = loadConfig();
const need = (v: string | undefined, what: string): string => {
  if (!v) throw new Error(`falta ${what}\n\n${usage}`);
  return v;
};

await withDatabase(config, async ({ db }) => {
  switch (command) {
    case 'list':
      for (const u of await listUsers(db)) {
        process.stdout.write(`${u.username}\t${u.role}\t${u.club ?? ''}\t${u.name}\n`);
      }
      break;
    case 'add': {
      const u = await createUser(db, {
        username: need(username, '<utilizador>'),
        password: need(arg, '<palavra-passe>'),
        role: need(values.role, '--role') as 'admin',
        club: values.club,
        name: values.name ?? need(username, '<utilizador>'),
        email: values.email,
      });
      process.stdout.write(`Criado ${u.username} (${u.role}${u.club ? `, ${u.club}` : ''})\n`);
      break;
    }
    case 'set-role':
      await setRole(db, need(username, '<utilizador>'), need(arg, '<função>'));
      process.stdout.write('Função alterada.\n');
      break;
    case 'set-club':
      await setClub(db, need(username, '<utilizador>'), arg ?? null);
      process.stdout.write('Clube alterado.\n');
      break;
    case 'reset-password':
      await setPassword(db, need(username, '<utilizador>'), need(arg, '<nova-palavra-passe>'));
      process.stdout.write('Palavra-passe alterada.\n');
      break;
    default:
      throw new Error(`comando desconhecido '${command}'\n\n${usage}`);
  }
});
