import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import featureSliced from './tools/eslint/feature-sliced.mjs';
import noJsxLiterals from './tools/eslint/no-jsx-literals.mjs';

export default [
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/test-results/**', '**/*.cjs', '**/*.mjs', '**/*.js'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A remote never imports another remote's source, a lib never imports an app
      // (ARCHITECTURE.md, "Rules of the house"). Tags live in each project.json.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          // Tests reach the provider fakes (local servers, not our code) and the testing kit by path.
          allow: ['/tools/fakes/', '/tools/testing/'],
          depConstraints: [
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib'] },
            // Browser tests check rules and keys against the same contracts the apps use.
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
          ],
        },
      ],
    },
  },
  // API modules (docs/architecture.md, "Back end"): a controller speaks HTTP and calls its module's
  // service; the service holds the rules; only a service reaches a repository, and only its own
  // module's. Another module's data comes through that module's exported service.
  {
    files: ['services/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../*/*.repository'], message: "Ask the other module's service, not its repository." }],
        },
      ],
    },
  },
  {
    files: ['services/api/src/**/*.controller.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*/*.repository'], message: "Ask the other module's service, not its repository." },
            { group: ['**/*.repository'], message: 'A controller calls a service; only services use repositories.' },
          ],
        },
      ],
    },
  },
  {
    // Back closes a dialog only when it is libs/ui's Dialog (libs/ui/src/dialog/back-closes-dialog.tsx).
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'libs/ui/src/**/*.tsx'],
    ignores: ['libs/ui/src/dialog/back-closes-dialog.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material',
              importNames: ['Dialog'],
              message: "Use Dialog from '@chairside/ui' (in libs/ui, '../dialog/back-closes-dialog'): Back closes it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    plugins: { 'feature-sliced': featureSliced },
    rules: { 'feature-sliced/layers': 'error' },
  },
  {
    // Every text a member reads is translated (docs/architecture.md "Languages"). The standalone
    // dev host is for the remote's own team and stays English.
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'libs/ui/src/**/*.tsx'],
    ignores: ['**/*.spec.tsx', 'libs/ui/src/standalone/**'],
    plugins: { chairside: noJsxLiterals },
    rules: { 'chairside/no-jsx-literals': 'error' },
  },
  {
    // '@chairside/ui/share', '@chairside/ui/exercise-entry', '@chairside/ui/forms' and '@chairside/ui/nutrition-details'
    // are shared entries of their own: they
    // reach the rest of libs/ui through the shared '@chairside/ui', which the boundary rule reads as
    // the project importing itself.
    files: [
      'libs/ui/src/share/*.{ts,tsx}',
      'libs/ui/src/exercise-entry/*.{ts,tsx}',
      'libs/ui/src/forms/*.{ts,tsx}',
      'libs/ui/src/nutrition-details/*.{ts,tsx}',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
