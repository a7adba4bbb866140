/** Work the service does not wait for (a deletion, a size), tracked so whoever needs it can. */
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
      const tracked = Promise.allSettled([task]);
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
