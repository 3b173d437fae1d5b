import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * PGlite's folder is open in a live process. PGlite takes no lock of its own (its postmaster.pid always says -42),
 * and a second PGlite on the same folder starts without complaint and corrupts it: so the second opener stops here.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(`${dataDir} is open in process ${pid}, and PGlite is one process's database (a second opener would corrupt it); if no such process runs, delete ${lockFile}`);
    this.name = 'DataDirInUseError';
  }
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const holderOf = (lockFile: string): number | null => {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * Takes `<dataDir>.lock` (beside the folder: the folder is PGlite's) for this process, or throws DataDirInUseError
 * naming the live process that holds it; answers the release. A lock whose process has ended (killed before it
 * closed the database) is taken over. Opening the same folder twice in one process is refused too.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  const mine = String(process.pid);
  // The pid is written to a file of its own and linked into place: a link fails when the lock exists, so no process
  // ever reads a lock file that is still empty.
  const draft = `${lockFile}.${process.pid}`;
  writeFileSync(draft, mine);
  try {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        linkSync(draft, lockFile);
        return () => {
          if (holderOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = holderOf(lockFile);
      if (holder !== null && isRunning(holder)) throw new DataDirInUseError(dataDir, holder, lockFile);
      rmSync(lockFile, { force: true });
    }
    throw new Error(`${lockFile} could not be taken`);
  } finally {
    rmSync(draft, { force: true });
  }
}
