/**
 * One request at a time, in the order they came: `take` resolves when it is the caller's turn
 * (at once, with no promise, when nothing runs), `done` hands the turn to the next one waiting.
 */
export class RequestTurns {
  #busy = false;
  readonly #waiting: Array<() => void> = [];

  /** Null when the turn is the caller's now; else a promise that resolves when it is. */
  take(): Promise<void> | null {
    if (!this.#busy) {
      this.#busy = true;
      return null;
    }
    return new Promise<void>((turn) => this.#waiting.push(turn));
  }

  /** The request in turn is done: the next waiting one runs. */
  done(): void {
    const next = this.#waiting.shift();
    if (next !== undefined) next();
    else this.#busy = false;
  }
}
