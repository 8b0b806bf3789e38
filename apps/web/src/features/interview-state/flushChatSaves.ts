/**
 * Pages that make the server read the saved answers (the packet, the I-129F) wait for the chat's pending save first:
 * an answer changed less than the save debounce ago would otherwise be missing from what the server builds. This
 * module is tiny on purpose: the chat session (and the interview engine) registers the flush, so a page that only
 * needs to wait does not load the engine.
 */
let flusher: (() => Promise<void>) | null = null;

/** The chat session's flush (null when no session runs). */
export function setChatFlusher(flush: (() => Promise<void>) | null): void {
  flusher = flush;
}

/** Sends the answers not yet saved, if any; a failed save is not an error here (the server uses what it has). */
export async function flushChatSaves(): Promise<void> {
  try {
    await flusher?.();
  } catch {
    // The sync shows its own notice and retries.
  }
}
