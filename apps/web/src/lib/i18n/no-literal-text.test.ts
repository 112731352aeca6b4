import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import { noLiteralText } from '../../../eslint/no-literal-text.js'

const linter = new Linter({ configType: 'flat' })
const findings = (code: string) =>
  linter
    .verify(
      code,
      [
        {
          files: ['**/*.tsx'],
          languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
          plugins: { wallet: { rules: { 'no-literal-text': noLiteralText } } },
          rules: { 'wallet/no-literal-text': 'error' },
        },
      ],
      'screen.tsx',
    )
    .map((m) => m.message)

describe('wallet/no-literal-text', () => {
  it.each([
    ['text between tags', '<p>Send Funds</p>'],
    ['a string child', "<p>{'Send Funds'}</p>"],
    ['a label', '<Field label="Email Address" />'],
    ['an aria-label in braces', "<nav aria-label={'Main'} />"],
    ['a placeholder template', '<input placeholder={`Enter a code`} />'],
  ])('refuses words written into JSX: %s', (_, jsx) => {
    expect(findings(`const x = ${jsx}`)).toEqual([expect.stringContaining('Words on screen come from the catalogue')])
  })

  it.each([
    ['a message from the catalogue', "<p>{t('balance.send')}</p>"],
    ['text without words', '<p>— {amount} →</p>'],
    ['a class name or test id', '<p className="text-sm" data-testid="balance" />'],
    ['a value read by nobody', '<input type="email" autoComplete="email" />'],
  ])('lets through %s', (_, jsx) => {
    expect(findings(`const x = ${jsx}`)).toEqual([])
  })
})
