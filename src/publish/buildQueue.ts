/**
 * One build at a time: at most one running and one pending. A call that arrives while a build
 * runs starts the pending build (it must pull after the content changed); calls that arrive while
 * one is pending join it. So a burst of any size makes at most two builds, and the last call's
 * content is always pulled by a build that starts after it.
 */

export interface RebuildCall {
  /** How it was asked for: a signed call, a Bearer call, or the service's own restart. */
  readonly trigger: 'signature' | 'bearer' | 'restart';
  /** For a `restart` call: the interrupted build it rebuilds. */
  readonly rebuildOf?: string;
  readonly reason: string | null;
  readonly force: boolean;
  readonly at: Date;
}

export interface QueuedBuild {
  readonly id: string;
  readonly queuedAt: Date;
  readonly calls: RebuildCall[];
}

export interface BuildQueue {
  /** Adds a call: joins the pending build, or queues a new one. Returns the build it joined. */
  submit(call: RebuildCall): { readonly build: QueuedBuild; readonly joined: boolean };
  readonly running: QueuedBuild | null;
  readonly pending: QueuedBuild | null;
  /** Resolves when nothing runs or waits. */
  idle(): Promise<void>;
  /** Drops the pending build (shutdown); returns it. */
  dropPending(): QueuedBuild | null;
}

export interface BuildQueueOptions {
  /** Runs one build; a rejection is the runner's own failure and is reported through onError. */
  readonly run: (build: QueuedBuild) => Promise<void>;
  readonly newId: () => string;
  /** Called when a new build is queued (before it runs). */
  readonly onQueued?: (build: QueuedBuild) => void;
  readonly onError?: (error: unknown, build: QueuedBuild) => void;
}

/** Whether any call of a build asked to publish even unchanged or shrunken content. */
export function isForced(build: QueuedBuild): boolean {
  return build.calls.some((call) => call.force);
}

/** The reasons the calls of a build gave, each once, in order. */
export function reasonsOf(build: QueuedBuild): string[] {
  return [...new Set(build.calls.map((call) => call.reason).filter((r) => r !== null))];
}

/** What a build's record says of its calls: how many, their reasons as one text, and force. */
export function callFacts(build: QueuedBuild): {
  readonly calls: number;
  readonly reason: string | null;
  readonly force: boolean;
} {
  const reasons = reasonsOf(build);
  const reason = reasons.length > 0 ? reasons.join('; ') : null;
  return { calls: build.calls.length, reason, force: isForced(build) };
}

/** Creates the queue: a call runs at once when idle, else waits in (or joins) the pending build. */
export function createBuildQueue(options: BuildQueueOptions): BuildQueue {
  let running: QueuedBuild | null = null;
  let pending: QueuedBuild | null = null;
  const waiters: (() => void)[] = [];

  function startNext(): void {
    running = pending;
    pending = null;
    if (running === null) {
      for (const resolve of waiters.splice(0)) resolve();
      return;
    }
    const build = running;
    void options
      .run(build)
      .catch((error: unknown) => options.onError?.(error, build))
      .finally(startNext);
  }

  return {
    submit(call) {
      if (pending !== null) {
        pending.calls.push(call);
        return { build: pending, joined: true };
      }
      const build: QueuedBuild = { id: options.newId(), queuedAt: call.at, calls: [call] };
      pending = build;
      options.onQueued?.(build);
      if (running === null) startNext();
      return { build, joined: false };
    },
    get running() {
      return running;
    },
    get pending() {
      return pending;
    },
    idle() {
      if (running === null && pending === null) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    dropPending() {
      const dropped = pending;
      pending = null;
      return dropped;
    },
  };
}
