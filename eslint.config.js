// @ts-check
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';

export default defineConfig(
  { ignores: ['dist/', '.astro/', 'node_modules/', '.cache/', '.data/', 'bench-out/', 'public/'] },
  // The rebuild service's release folders (built sites).
  { ignores: ['releases/'] },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  // Hooks rules for the React islands and their tests (Playwright's fixture `use` is no hook).
  {
    files: ['src/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
