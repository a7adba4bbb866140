/**
 * One build at a time: at most one running and one pending of each kind (publish, preview). A
 * call that arrives while a build runs starts a pending build (it must pull after the content
 * changed); calls that arrive while one of their kind is pending join it. So a burst of any size
 * makes at most two builds of a kind, and the last call's content is always pulled by a build that
 * starts after it. A preview never joins a publish, nor the other way round.
 */

export interface RebuildCall {
  /** How it was asked for: a signed call, a Bearer call, or the service's own restart. */
  readonly trigger: 'signature' | 'bearer' | 'restart';
  /** For a `restart` call: the interrupted build it rebuilds. */
  readonly rebuildOf?: string;
  readonly reason: string | null;
  readonly force: boolean;
  readonly at: Date;
  /** Build a preview: not switched live. */
  readonly preview?: boolean;
}

export interface QueuedBuild {
  readonly id: string;
  readonly queuedAt: Date;
  readonly calls: RebuildCall[];
  /** A preview build (absent: a publish). */
  readonly preview?: boolean;
}

export interface BuildQueue {
  /** Adds a call: joins the pending build, or queues a new one. Returns the build it joined. */
  submit(call: RebuildCall): { readonly build: QueuedBuild; readonly joined: boolean };
  readonly running: QueuedBuild | null;
  /** The build that starts next, if any. */
  readonly pending: QueuedBuild | null;
  /** Resolves when nothing runs or waits. */
  idle(): Promise<void>;
  /** Drops the pending builds (shutdown); returns them. */
  dropPending(): QueuedBuild[];
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

/** What a build's record says of its calls: how many, their distinct reasons as one text, force. */
export function callFacts(build: QueuedBuild): {
  readonly calls: number;
  readonly reason: string | null;
  readonly force: boolean;
} {
  const reasons = [...new Set(build.calls.map((call) => call.reason).filter((r) => r !== null))];
  const reason = reasons.length > 0 ? reasons.join('; ') : null;
  return { calls: build.calls.length, reason, force: isForced(build) };
}

/** Creates the queue: a call runs at once when idle, else waits in (or joins) the pending build. */
export function createBuildQueue(options: BuildQueueOptions): BuildQueue {
  let running: QueuedBuild | null = null;
  const pending: QueuedBuild[] = [];
  const waiters: (() => void)[] = [];

  function startNext(): void {
    running = pending.shift() ?? null;
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
      const preview = call.preview === true;
      const same = pending.find((b) => (b.preview === true) === preview);
      if (same !== undefined) {
        same.calls.push(call);
        return { build: same, joined: true };
      }
      const build: QueuedBuild = { id: options.newId(), queuedAt: call.at, calls: [call], preview };
      pending.push(build);
      options.onQueued?.(build);
      if (running === null) startNext();
      return { build, joined: false };
    },
    get running() {
      return running;
    },
    get pending() {
      return pending[0] ?? null;
    },
    idle() {
      if (running === null && pending.length === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    dropPending: () => pending.splice(0),
  };
}
