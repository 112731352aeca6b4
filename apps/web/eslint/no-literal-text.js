/**
 * Words on screen come from the message catalogue (docs/decisions/153-message-catalogue.md): this rule refuses words
 * written into JSX, as text between tags, as a `{'…'}` child, or as the value of an attribute people read or hear
 * (a label, a title, a placeholder, an aria-label, alt text). Text without letters (a dash, an arrow, a number) passes.
 * A real exception (a brand name, a language's own name) says why in an eslint-disable comment beside it.
 */
const READ_ATTRIBUTES = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'description',
  'heading',
  'hint',
  'label',
  'placeholder',
  'submitText',
  'subtitle',
  'text',
  'title',
])

const hasWords = (text) => /\p{L}{2,}/u.test(text)

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses words written into JSX instead of taken from the message catalogue.' },
    messages: {
      text: 'Words on screen come from the catalogue: use t(…) (lib/i18n/use-t.ts) instead of "{{text}}".',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } })
    const literalText = (node) => {
      if (!node) return null
      if (node.type === 'Literal' && typeof node.value === 'string') return node.value
      if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ')
      return null
    }
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value)
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXAttribute') return
        const text = literalText(node.expression)
        if (text !== null && hasWords(text)) report(node, text)
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null
        if (!name || !READ_ATTRIBUTES.has(name)) return
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value
        const text = literalText(value)
        if (text !== null && hasWords(text)) report(node, text)
      },
    }
  },
}
