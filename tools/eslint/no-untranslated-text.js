/**
 * ESLint rule: a diner screen writes no words of its own (issue 51). Every word a diner reads comes from the
 * message catalogue (`t('booking.dateQuestion')` of @app/i18n), so that it exists in French, English, Spanish and
 * German and CI fails on one missing. Refused in the diner apps' components: text between JSX tags with a letter
 * in it (« Quel jour ? »), a string or template literal with a letter as a JSX child, and a literal with a letter
 * given to an attribute people read or hear (`aria-label`, `title`, `placeholder`, `alt`, `label`…). Punctuation,
 * digits, emoji and symbols between tags stay allowed (« · », « → », « 🎁 »), as do class names and ids.
 */

/** Attributes whose value a diner reads or hears. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'hint',
  'heading',
  'message',
  'confirmLabel',
  'cancelLabel',
  'actionLabel',
  'emptyText',
  'loadingText',
]);

/** A letter in any script: what makes a text a word rather than punctuation, a number or an emoji. */
const LETTER = /\p{L}/u;

const hasWords = (text) => LETTER.test(text);

function templateText(node) {
  return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
}

/** The literal text of an expression given to JSX, when it is one ('x', `x`, `x ${y}`). */
function literalText(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return templateText(node);
  return undefined;
}

export const noUntranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: "Diner screens take every word from the message catalogue (@app/i18n's t())" },
    messages: {
      untranslated:
        'Texte écrit dans le composant : « {{text}} ». Un écran client prend ses mots au catalogue (t() de @app/i18n, packages/i18n/src/locales/*.po, puis pnpm i18n:compile).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'untranslated', data: { text: text.trim().slice(0, 60) } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return;
        const text = literalText(node.expression);
        if (text !== undefined && hasWords(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        const text =
          node.value.type === 'Literal'
            ? typeof node.value.value === 'string'
              ? node.value.value
              : undefined
            : node.value.type === 'JSXExpressionContainer'
              ? literalText(node.value.expression)
              : undefined;
        if (text !== undefined && hasWords(text)) report(node, text);
      },
    };
  },
};

export default { rules: { 'no-untranslated-text': noUntranslatedText } };
