/** Runs async sections one at a time (a build's switch … deploy, a rollback). */
export interface Mutex {
  run<T>(section: () => Promise<T>): Promise<T>;
}

/** A lock: sections run in the order they asked, each after the previous one settled. */
export function createMutex(): Mutex {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(section) {
      const result = tail.then(section);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
