/**
 * Work started by a request that must not delay (or leak timing into) its answer, e.g. the
 * password-reset mail. Failures are logged; tests and shutdown await `idle()`.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (err: unknown) => void) {}

  run(task: () => Promise<void>): void {
    const p: Promise<void> = Promise.resolve()
      .then(task)
      .catch(this.onError)
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
