/**
 * The lock on DATA_DIR (issue 19): a file beside the folder naming the
 * process that owns it. It belongs to that process for as long as the process
 * lives, however long it pauses (a stopped process, a long GC, a suspended
 * VM: a lock that expired after 15 s of silence let a second server in and
 * crashed the first when it woke), and to nobody the moment it dies, so a
 * server restarts at once after a crash (it used to wait 10 to 17 s).
 *
 * Taking it is an exclusive create; a lock left by a dead process (on this
 * host) is moved aside with a rename, which only one contender can win, and
 * the create is tried again. A lock naming a live process, or another host,
 * is never taken.
 */
import { closeSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";

export interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

export class LockHeldError extends Error {
  constructor(
    readonly lockPath: string,
    readonly owner: LockOwner | null,
  ) {
    super(owner ? `held by process ${owner.pid} on ${owner.host} since ${owner.since}` : "held by another process");
    this.name = "LockHeldError";
  }
}

/** Whether a process with this id is alive on this machine (EPERM: alive, but not ours to signal). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(lockPath, "utf8")) as LockOwner;
    return Number.isInteger(owner.pid) && owner.pid > 0 && typeof owner.host === "string" ? owner : null;
  } catch {
    return null;
  }
}

function unreadableForAMinute(lockPath: string): boolean {
  try {
    return Date.now() - statSync(lockPath).mtimeMs > 60_000;
  } catch {
    return true; // gone meanwhile: try again
  }
}

function tryCreate(lockPath: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Takes the lock for this process, or throws LockHeldError naming its owner. Returns the release function. */
export function acquireLock(lockPath: string, alive: (pid: number) => boolean = processIsAlive): () => void {
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(lockPath, me)) {
      return () => {
        // Only our own lock is removed (never one a later owner wrote).
        const owner = readOwner(lockPath);
        if (owner?.pid === me.pid && owner.host === me.host && owner.since === me.since) {
          try {
            unlinkSync(lockPath);
          } catch {
            /* already gone */
          }
        }
      };
    }
    const owner = readOwner(lockPath);
    // A lock being written this instant reads as empty: that is a live owner. One still unreadable
    // after a minute was left half-written by a crash, and is free.
    if (!owner && !unreadableForAMinute(lockPath)) throw new LockHeldError(lockPath, null);
    if (owner && (owner.host !== me.host || alive(owner.pid))) throw new LockHeldError(lockPath, owner);
    // The owner is dead: move its lock aside (one contender wins the rename) and try again.
    const aside = `${lockPath}.stale-${process.pid}-${attempt}`;
    try {
      renameSync(lockPath, aside);
      unlinkSync(aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  throw new LockHeldError(lockPath, readOwner(lockPath));
}
