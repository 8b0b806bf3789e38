/**
 * Ends the current task and resumes in a new one (scheduler.yield where the browser has it, else a 0 ms timer): a long
 * piece of start-up work split in two lets a phone's main thread handle input and paint in between (issue 12.4).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
