import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Every form refuses the same accessible way (focus, announcement): MallForm and
    // ConfirmPopover wrap antd's Form and Popconfirm (docs/accessibility.md).
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: [
      '**/*.test.tsx',
      'components/forms/mall-form.tsx',
      'components/forms/confirm-popover.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Form']",
          message:
            '表单请用 components/forms/mall-form 的 MallForm（出错时聚焦首个无效字段并播报）',
        },
        {
          selector: "JSXOpeningElement[name.name='Popconfirm']",
          message:
            '确认气泡请用 components/forms/confirm-popover 的 ConfirmPopover（打开时获得焦点）',
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    '.data/**',
    'node_modules/**',
    'server/db/migrations/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
