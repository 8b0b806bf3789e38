import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetXsrfToken } from '../api/xsrf.ts';
import '../i18n/i18n.ts';
import { clearSession } from '../session/session.ts';
import { resetAppState } from '../state/appState.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
  resetAppState();
  localStorage.clear();
  forgetXsrfToken();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
