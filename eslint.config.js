// @ts-check
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';

const NO_DEMO = {
  group: ['**/demo/**', '**/demo'],
  message: 'src/ may not import demo/: a command starts the demo back end and passes its URL in.',
};
const ASTRO_INTERNALS =
  'Astro’s private APIs are used in src/build/astro only (listed in its README with their canary tests): add a function there.';

const NO_ASTRO = [
  {
    group: ['astro/dist/**', '**/node_modules/astro/**', '@astrojs/*/dist/**'],
    message: ASTRO_INTERNALS,
  },
  { group: ['**/.prerender/**', '**/prerender-entry*'], message: ASTRO_INTERNALS },
];

const PUBLISH_BUILD =
  'The rebuild service knows the engine only through its worker protocol (src/build/workerProtocol.ts).';
const ENGINE = 'The build engine does not import the rebuild service or the site server.';
const RELEASE =
  'The release format is read by the engine, the servers and the service: it imports none of them.';
const SERVER =
  'The site server serves releases: it does not import the engine or the rebuild service.';

/**
 * A folder's own import boundary, on top of the rule every file of src/ keeps.
 * @param {string} folder
 * @param {{ group: string[]; message: string }[]} patterns
 * @returns {import('eslint').Linter.Config[]}
 */
function boundary(folder, patterns) {
  return [
    {
      files: [`${folder}/**/*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...patterns,
              {
                group: ['**/scripts/**', '**/tests/**', '**/tools/**'],
                message: 'src/ may not depend on scripts/, tools/ or tests/.',
              },
            ],
          },
        ],
      },
    },
  ];
}

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
  // An island file exports components only (types aside): React Fast Refresh then swaps an edited
  // island in `astro dev` and keeps its state; one other export (a label list, a helper) makes
  // every edit reload the page and lose what was typed. Label keys and rules live in sibling .ts
  // modules.
  {
    files: ['src/features/**/*.tsx'],
    ...reactRefresh.configs.recommended(),
  },
  // Folder boundaries (docs/architecture.md). The site's code never reaches into the commands or
  // the tests.
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/scripts/**', '**/tests/**', '**/tools/**'],
              message: 'src/ may not depend on scripts/, tools/ or tests/.',
            },
          ],
        },
      ],
    },
  },
  // The engine, the release format, the servers and the rebuild service, apart. The service
  // drives builds in a worker process and knows the engine only by the messages both ends share
  // (src/build/workerProtocol.ts), so the engine can change without the service; the engine never
  // reaches back into the service; the release format and the site server need neither; the Node
  // plumbing in src/node is shared by all and imports none of them.
  ...boundary('src/publish', [
    { group: ['**/build/**', '!**/build/workerProtocol.ts'], message: PUBLISH_BUILD },
  ]),
  ...boundary('src/build', [{ group: ['**/publish/**', '**/server/**'], message: ENGINE }]),
  ...boundary('src/release', [
    { group: ['**/build/**', '**/publish/**', '**/server/**'], message: RELEASE },
  ]),
  ...boundary('src/server', [{ group: ['**/build/**', '**/publish/**'], message: SERVER }]),
  ...boundary('src/node', [
    {
      group: ['../*/**', '!../node/**'],
      message: 'src/node is plumbing the others share: it imports none of them.',
    },
  ]),
  // The rules of the content model and the route table are pure: no pages, islands, services,
  // back-end client or Node APIs, so the islands can import them and the tests need no server.
  {
    files: ['src/content/**/*.ts', 'src/i18n/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/components/**',
                '**/features/**',
                '**/services/**',
                '**/backend/**',
                '**/pages/**',
                '**/scripts/**',
                '**/tests/**',
              ],
              message:
                'content/ and i18n/ hold pure rules: no pages, islands, services or back-end client.',
            },
            {
              group: ['node:*'],
              message: 'content/ and i18n/ run in the browser too: no Node APIs.',
            },
          ],
        },
      ],
    },
  },
  // The catalogue is pure (model in, entries out), and views and layouts get their data as props
  // from it: only src/pages (the catch-all routes) loads the model.
  {
    files: ['src/catalogue/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/backend/**',
                '**/services/**',
                '**/components/**',
                '**/pages/**',
                '**/scripts/**',
                '**/tests/**',
              ],
              message: 'The catalogue is a pure function of the model: no loading, no rendering.',
            },
            { group: ['node:*'], message: 'The catalogue is pure: no Node APIs.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,astro}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/backend/**', '**/services/**', '**/scripts/**', '**/tests/**'],
              message:
                'Views and layouts get their data as props from the catalogue; only src/pages loads it.',
            },
          ],
        },
      ],
    },
  },
  // Islands and their modules run in the browser: no Node APIs, no server-side code. (Astro
  // components and the build-time integration beside them are not shipped and are exempt.)
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/features/**/*Integration.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/services/**',
                '**/backend/**',
                '**/security/**',
                '**/config/**',
                '**/scripts/**',
                '**/tests/**',
              ],
              message: 'Islands run in the browser: they may not import server-side code.',
            },
            { group: ['node:*'], message: 'Islands run in the browser: no Node APIs.' },
          ],
        },
      ],
    },
  },
  // Boundaries no folder rule may lift, under rule names of their own (typescript-eslint's twin
  // of no-restricted-imports, no-restricted-syntax), so the folder rules above, which set
  // no-restricted-imports per folder and replace each other's, never replace these.
  //
  // Nothing in the product imports the demo back end or its seed: the commands start it when no
  // back end is configured and pass its URL in, so a production build or service cannot pull demo
  // content by accident. Astro's private APIs (its build app, the prerender bundle, its renderer
  // tag, files under astro/dist) are reached from src/build/astro only, where each is listed with
  // its canary test (src/build/astro/README.md); the canaries beside it may import them.
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: ['src/build/astro/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_DEMO, ...NO_ASTRO] }],
    },
  },
  {
    files: ['src/build/astro/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_DEMO] }] },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js,astro}'],
    ignores: ['src/**', 'tests/unit/build/astro/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: NO_ASTRO }] },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js,astro}'],
    ignores: ['src/build/astro/**', 'tests/unit/build/astro/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/astro\\/dist|\\.prerender\\/|prerender-entry/]',
          message: ASTRO_INTERNALS,
        },
        {
          selector: "CallExpression[callee.object.name='Symbol'][arguments.0.value=/^astro:/]",
          message: ASTRO_INTERNALS,
        },
        {
          selector:
            'MemberExpression[property.name=/^(app|setInternals|setOptions|getOptions|routeCache|getComponentByRoute)$/][object.type=/^TS(As|Satisfies)Expression$/]',
          message: ASTRO_INTERNALS,
        },
      ],
    },
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
