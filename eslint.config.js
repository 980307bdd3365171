// ESLint for the whole project: TypeScript's recommended rules, React's rules of hooks, and no
// unused code. `npm run lint` runs it; `npm run check` and CI run that.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.dist-*/', '.cache/', 'node_modules/', 'coverage/', 'test-results/', 'screenshots/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // The content checks look for control characters on purpose.
      'no-control-regex': 'off',
      // A proxy's handlers reach the object that made them by a name of its own.
      '@typescript-eslint/no-this-alias': ['error', { allowedNames: ['log'] }],
    },
  },
  {
    // Tests read parsed JSON-LD and other loose data as it comes.
    files: ['test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
