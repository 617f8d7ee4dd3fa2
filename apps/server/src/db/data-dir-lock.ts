import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite lets one process open a data dir; two would corrupt it. The owner writes its pid in a
 * lock file; a second process is refused with a clear message (a stale lock is taken over).
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'artistic.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new Error(
          `A pasta de dados ${dir} está em uso pelo processo ${pid} (o servidor está a correr?). ` +
            'Pare-o primeiro, ou use os endpoints da API.',
          { cause: e },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dir}`);
}
