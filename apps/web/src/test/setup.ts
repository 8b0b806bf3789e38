import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetXsrfToken } from '../api/xsrf.ts';
import { stopChatSession } from '../features/interview-state/chatSession.ts';
import { resetChatStatePrefetch } from '../features/interview-state/chatStatePrefetch.ts';
import '../i18n/i18n.ts';
import { clearSession } from '../session/session.ts';
import { resetAppState } from '../state/appState.ts';

// CI runs on a loaded 2-core machine: findBy*/waitFor wait on their condition up to 10 s (not the 1 s default),
// so a slow render is waited for instead of failing. A condition that never holds still fails.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // A chat session started by one test (any /section page) must not write into the next one's app state.
  stopChatSession();
  resetChatStatePrefetch(); // a load one test's /section loader asked for is not the next test's
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
  resetAppState();
  localStorage.clear();
  forgetXsrfToken();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
