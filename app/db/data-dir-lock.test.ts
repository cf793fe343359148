import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acquireLock, LockHeldError, processIsAlive } from "./data-dir-lock";

const dir = mkdtempSync(join(tmpdir(), "arunachala-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const lockPath = () => join(dir, `data-${n++}.lock`);

/** A process that does nothing for a minute: stands in for a server that owns the folder. */
function idleProcess(): ChildProcess {
  return spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
}
const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once("exit", resolve)));
const writeOwner = (path: string, pid: number, since = "2026-01-01T00:00:00.000Z") => writeFileSync(path, JSON.stringify({ pid, host: hostname(), since }));

describe("the DATA_DIR lock", () => {
  it("is held until released, even against the same process, and free after release", () => {
    const path = lockPath();
    const release = acquireLock(path);
    expect(() => acquireLock(path)).toThrow(LockHeldError);
    release();
    acquireLock(path)();
  });

  it("is never taken from a live owner, however old its lock or however long it has been stopped", async () => {
    const path = lockPath();
    const owner = idleProcess();
    try {
      writeOwner(path, owner.pid!);
      // An hour-old lock file: under the old rule (stale after 15 s) it would have been taken.
      const hourAgo = new Date(Date.now() - 3_600_000);
      utimesSync(path, hourAgo, hourAgo);
      owner.kill("SIGSTOP");
      expect(processIsAlive(owner.pid!)).toBe(true);
      expect(() => acquireLock(path)).toThrow(new RegExp(`process ${owner.pid}`));
    } finally {
      owner.kill("SIGKILL");
      await exited(owner);
    }
    // The moment the owner is gone, the lock is free: no waiting for it to go stale.
    acquireLock(path)();
  });

  it("a lock left by a crashed process is taken at once", async () => {
    const path = lockPath();
    const crashed = idleProcess();
    crashed.kill("SIGKILL");
    await exited(crashed);
    writeOwner(path, crashed.pid!);
    acquireLock(path)();
  });

  it("an unreadable lock counts as being written (held), unless it has been so for a minute", () => {
    const path = lockPath();
    writeFileSync(path, "");
    expect(() => acquireLock(path)).toThrow(LockHeldError);
    const old = new Date(Date.now() - 120_000);
    utimesSync(path, old, old);
    acquireLock(path)();
  });

  it("a lock from another host is never taken (its owner cannot be checked from here)", () => {
    const path = lockPath();
    writeFileSync(path, JSON.stringify({ pid: 1, host: "some-other-host", since: "2026-01-01T00:00:00.000Z" }));
    expect(() => acquireLock(path)).toThrow(/on some-other-host/);
  });
});
