/** What /api/health reports for one upstream. */
export interface UpstreamState {
  state: "unknown" | "ok" | "failing";
  lastSuccessAt: number | null;
  lastFailureAt: number | null;
  lastError: string | null;
  /** Failures in a row since the last success. */
  consecutiveFailures: number;
}

/** Records the outcome of every upstream call, so health can say which upstream is failing and why. */
export class UpstreamHealth {
  private readonly states = new Map<string, UpstreamState>();
  constructor(private readonly now: () => number = Date.now) {}

  private state(upstream: string): UpstreamState {
    let state = this.states.get(upstream);
    if (!state) {
      state = {
        state: "unknown",
        lastSuccessAt: null,
        lastFailureAt: null,
        lastError: null,
        consecutiveFailures: 0,
      };
      this.states.set(upstream, state);
    }
    return state;
  }

  success(upstream: string): void {
    const state = this.state(upstream);
    Object.assign(state, { state: "ok", lastSuccessAt: this.now(), consecutiveFailures: 0 });
  }

  failure(upstream: string, error: string): void {
    const state = this.state(upstream);
    Object.assign(state, {
      state: "failing",
      lastFailureAt: this.now(),
      lastError: error,
      consecutiveFailures: state.consecutiveFailures + 1,
    });
  }

  snapshot(): Record<string, UpstreamState> {
    return Object.fromEntries([...this.states].map(([name, state]) => [name, { ...state }]));
  }
}
