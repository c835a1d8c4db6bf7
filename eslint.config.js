import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Every folder of src/features is a feature of its own.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * The features that are made of others: a listing (issue 44) is an estate record kept in the
 * database, checked by the estates' own schema and parser (one definition per field), moved by
 * the staff's permissions and logged with the audit's actions; its photos are the uploads'
 * own (photos). Nothing imports them back.
 */
const composedOf = {
  listings: ['estates', 'staff', 'audit', 'photos'],
  // The inbox keeps the enquiries the visitors send.
  inbox: ['enquiries'],
}

const hasWords = '/[\\p{L}\\p{N}]/u'
const spokenAttribute =
  'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|aria-valuetext|placeholder|title|alt|label)$/]'
const textExpressions = [
  `Literal[value=${hasWords}]`,
  `TemplateLiteral > TemplateElement[value.raw=${hasWords}]`,
]
const literalText = 'Literal text in JSX: take it from the message catalogue of its feature'
const literalTextInJsx = [
  { selector: `JSXText[value=${hasWords}]`, message: literalText },
  // {'text'}, {cond ? 'a' : 'b'}, {a || 'b'} and {`text ${value}`} as a child.
  ...[
    ':matches(JSXElement, JSXFragment) > JSXExpressionContainer',
    ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression)',
  ].flatMap((parent) =>
    textExpressions.map((text) => ({ selector: `${parent} > ${text}`, message: literalText })),
  ),
  // The attributes a person reads or hears: label="text", aria-label={cond ? 'a' : 'b'} ...
  ...[
    spokenAttribute,
    `${spokenAttribute} > JSXExpressionContainer`,
    `${spokenAttribute} > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression)`,
  ].flatMap((parent) =>
    textExpressions.map((text) => ({ selector: `${parent} > ${text}`, message: literalText })),
  ),
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-builds',
      'node_modules',
      'playwright-report',
      'test-results',
      'bench-results',
      '.emulator-data',
      '.mail',
      'functions/lib',
      'functions/node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      // Without a parser for .ts files the rules that read the imported modules (no-cycle) see
      // none of them, and pass every circle.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': 'error',
      // One-way imports: config -> lib -> components -> features -> app (bulletproof-react's zones).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/features', from: './src/app', message: 'features never import app/' },
            {
              target: ['./src/components', './src/lib', './src/config'],
              from: ['./src/features', './src/app'],
              message: 'shared code never imports features or app',
            },
            // Below them, in layers: config at the bottom, then lib, then components.
            {
              target: './src/lib',
              from: './src/components',
              message: 'lib is below components: move the helper into components/',
            },
            {
              target: './src/config',
              from: ['./src/lib', './src/components'],
              message: 'config is the bottom layer: it imports nothing of lib or components',
            },
            {
              // The back office is an app of its own, built apart (decision 048): no public
              // module may reach it, so no public bundle can ever hold its code.
              target: [
                './src/app',
                './src/features',
                './src/components',
                './src/lib',
                './src/config',
              ],
              from: './src/admin',
              message: 'the public site never imports the back office (src/admin)',
            },
            {
              target: './src/admin',
              from: './src/app',
              message:
                "the back office shares features' schemas and components, not the site's app/",
            },
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [feature, ...(composedOf[feature] ?? [])].map((name) => `./${name}`),
              message: 'a feature never imports another feature; compose them in app/',
            })),
          ],
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Every text a person reads or hears comes from a message catalogue (src/**/messages.ts), so
    // the UI and the tests share it and a second language has one place to go. Text without a
    // letter or digit (punctuation such as "·", "×", "/", "(") is let through: it is typography,
    // not language. Tests are exempt: they render throwaway components.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...literalTextInJsx],
    },
  },
  {
    files: [
      'scripts/**/*.{js,mjs}',
      'e2e/**/*.{ts,js}',
      'functions/src/**/*.ts',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Runs in the browser (page.evaluate callbacks and the stand-in script).
    files: [
      'e2e/support/gapi-stand-in.js',
      'scripts/screenshots.mjs',
      'scripts/bench/*.mjs',
      'scripts/measure-clustering.mjs',
      'scripts/make-preview-image.mjs',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-empty-pattern': 'off',
      // A fixture asked for by its effect alone (`signedInUser: _`: the page is signed in).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_$' }],
    },
  },
)
