import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;

// The architecture rules of STYLE.md, checked on every import:
// core imports neither side; web reaches server only by `import type`; server never imports web;
// a feature folder never imports another feature folder (they meet in web/routes or server/app.ts).
// Import cycles are checked by scripts/check-cycles.mjs (part of npm run lint).
function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const m = rel.match(/^src\/(core|server|web)(?:\/features\/([^/]+))?/);
  return m ? { layer: m[1], feature: m[2] ?? null, rel } : null;
}

const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    function check(node, source, isTypeOnly) {
      if (typeof source !== 'string') return;
      if (from.layer === 'core' && source.startsWith('node:')) {
        context.report({ node, message: 'src/core does no I/O: no Node built-ins here.' });
        return;
      }
      // Relative paths and the package's subpath imports (#core/…, #server/…, #web/…).
      const target = source.startsWith('#')
        ? path.join(root, 'src', source.slice(1))
        : source.startsWith('.')
          ? path.resolve(path.dirname(context.filename), source)
          : null;
      if (!target) return;
      const to = layerOf(target);
      if (!to) return;
      if (source.startsWith('.') && (to.layer !== from.layer || source.startsWith('../../../'))) {
        context.report({
          node,
          message: `Import src/${to.layer} as #${to.layer}/… (package.json "imports"), not by a relative path that climbs out of it.`,
        });
      }
      if (from.layer === 'core' && to.layer !== 'core') {
        context.report({ node, message: `src/core must not import from src/${to.layer}.` });
      } else if (from.layer === 'web' && to.layer === 'server' && !isTypeOnly) {
        context.report({ node, message: 'src/web may import src/server only with `import type`.' });
      } else if (from.layer === 'server' && to.layer === 'web') {
        context.report({ node, message: 'src/server must not import src/web.' });
      } else if (
        from.feature &&
        to.feature &&
        from.layer === to.layer &&
        from.feature !== to.feature
      ) {
        context.report({
          node,
          message: `Feature "${from.feature}" must not import feature "${to.feature}"; combine them in ${
            from.layer === 'web' ? 'src/web/routes' : 'src/server/app.ts'
          }.`,
        });
      }
    }
    return {
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
        check(node, node.source.value, typeOnly);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, false);
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/', '.builds/', 'node_modules/', 'data/', 'drizzle/', 'coverage/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { architecture: { rules: { boundaries } } },
    rules: {
      'architecture/boundaries': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration only in src/server/env.ts (or a script entry point).',
        },
      ],
    },
  },
  {
    files: [
      'src/server/env.ts',
      'scripts/**',
      'tests/**',
      '*.config.ts',
      '*.config.js',
      'vitest.*.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The app runs on React Router's declarative core with its own router store (decision
      // 0041): the data router's parts do not work there, and its navigate returns no promise.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: [
                'useNavigate',
                'useNavigation',
                'useRouteError',
                'ScrollRestoration',
                'RouterProvider',
                'createBrowserRouter',
                'createMemoryRouter',
                'useFetcher',
                'useLoaderData',
                'useBlocker',
                'useMatches',
              ],
              message:
                'Use #web/lib/app-router(-view) (decision 0041): the app has no data router.',
            },
          ],
        },
      ],
    },
  },
);
