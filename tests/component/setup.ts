/** Component tests: unmount what a test rendered, so one test's DOM never leaks into the next. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
