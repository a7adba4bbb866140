/**
 * Work the service starts and does not wait for (a pruned release's deletion, a new release's
 * size), kept track of so that whoever needs it done (the room rule, a stopping service) can wait
 * for it.
 */
export interface BackgroundTasks {
  /** Tracks `task` until it settles; its failure is the caller's to handle first. */
  add(task: Promise<unknown>): void;
  readonly size: number;
  /** Resolves once every task added, including any added meanwhile, has settled. */
  settled(): Promise<void>;
}

/** An empty set of background tasks. */
export function backgroundTasks(): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    add(task) {
      const tracked = task.then(
        () => undefined,
        () => undefined,
      );
      running.add(tracked);
      void tracked.finally(() => running.delete(tracked));
    },
    get size() {
      return running.size;
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
