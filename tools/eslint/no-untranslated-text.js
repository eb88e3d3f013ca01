/**
 * ESLint rule: a diner screen writes no words of its own (issue 51). Every word a diner reads comes from the
 * message catalogue (`t('booking.dateQuestion')` of @app/i18n), so that it exists in French, English, Spanish and
 * German and CI fails on one missing. Refused in the diner apps' components: text between JSX tags with a letter
 * in it (« Quel jour ? »), a string or template literal with a letter as a JSX child, and a literal with a letter
 * given to an attribute people read or hear (`aria-label`, `title`, `placeholder`, `alt`, `label`…). Punctuation,
 * digits, emoji and symbols between tags stay allowed (« · », « → », « 🎁 »), as do class names and ids.
 *
 * And anywhere in the diner apps' code, `.ts` modules included: a string or template literal that reads as a
 * sentence (« Envoi en cours... », `${n} est complet`, « Réessayer ») kept in a constant, a texts module, a
 * ternary, a toast or an error state, out of the catalogue's reach. A sentence is a text with a letter of French
 * (accents, « ’ », guillemets), or a capitalised word followed by another word, or a capitalised word ending in
 * « ... », « … », « ? », « ! » or « : ». Class names, ids, keys, paths, imports, `new Error(…)` and `console`
 * (developers' words), type literals and the attributes no one reads are left alone.
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

/** A letter or mark French writes and code seldom does (accents, ligatures, the typographic apostrophe, « »). */
const FRENCH_MARK = /[À-ÖØ-öø-ÿŒœ’«»]/u;
/** A capitalised word followed by another word: « Votre réservation », « Mon espace ». */
const CAPITAL_PHRASE = /(^|[\s(«"'])\p{Lu}\p{Ll}+[\s,'’]+\p{L}/u;
/** A capitalised word standing alone as a text: « Chargement... », « Fermer ? ». */
const CAPITAL_WORD = /^\s*\p{Lu}\p{Ll}+\s*(\.\.\.|…|\?|!|:)\s*$/u;

/** Whether a text in code reads as words for people rather than an identifier, a class list or a path. */
export function readsAsProse(text) {
  const plain = text.replace(/\$\{[^}]*\}/g, ' ');
  if (!hasWords(plain) || /^[\w./:-]*$/u.test(plain.trim())) return false;
  return FRENCH_MARK.test(plain) || CAPITAL_PHRASE.test(plain) || CAPITAL_WORD.test(plain);
}

/** Calls whose string arguments are developers' words or machine text, not a diner's. */
const DEVELOPER_CALLEES = new Set([
  'Error',
  'TypeError',
  'RangeError',
  'require',
  'querySelector',
  'matchMedia',
]);

function calleeName(node) {
  const callee = node.callee;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression') {
    if (callee.object.type === 'Identifier' && callee.object.name === 'console') return 'console';
    if (callee.property.type === 'Identifier') return callee.property.name;
  }
  return '';
}

/**
 * Whether a literal in code is out of the diners' sight: a module path, a key, a type, a comparison, a class
 * list or an id given to an attribute no one reads, a developer's message. JSX children and read attributes are
 * the JSX checks' (not reported twice).
 */
function outOfSight(node) {
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    switch (parent.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'ExportNamedDeclaration':
        if (parent.source === child) return true;
        break;
      case 'ImportExpression':
      case 'TSLiteralType':
      case 'TSEnumMember':
      case 'TSImportType':
      case 'TSExternalModuleReference':
        return true;
      case 'Property':
        if (parent.key === child && !parent.computed) return true;
        break;
      case 'MemberExpression':
        if (parent.property === child) return true;
        break;
      case 'BinaryExpression':
        if (['===', '!==', '==', '!=', 'in'].includes(parent.operator)) return true;
        break;
      case 'SwitchCase':
        if (parent.test === child) return true;
        break;
      case 'NewExpression':
      case 'CallExpression':
        if (child !== parent.callee && DEVELOPER_CALLEES.has(calleeName(parent))) return true;
        if (child !== parent.callee && calleeName(parent) === 'console') return true;
        break;
      case 'JSXAttribute': {
        // Any other attribute is no one's reading; a read attribute's own literal is the attribute check's, but
        // one chosen in an expression (`aria-label={open ? 'Fermer' : 'Ouvrir'}`) is this check's.
        const name = parent.name.type === 'JSXIdentifier' ? parent.name.name : '';
        if (!READ_ATTRIBUTES.has(name)) return true;
        return (
          child === parent.value || (child.type === 'JSXExpressionContainer' && child.expression === node)
        );
      }
      case 'JSXExpressionContainer':
        // A literal straight between tags is the JSX check's.
        if (parent.expression === node && parent.parent?.type !== 'JSXAttribute') return true;
        break;
      case 'TaggedTemplateExpression':
        return true;
      default:
        break;
    }
  }
  return false;
}

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
      Literal(node) {
        if (typeof node.value !== 'string' || !readsAsProse(node.value) || outOfSight(node)) return;
        report(node, node.value);
      },
      TemplateLiteral(node) {
        const text = templateText(node);
        if (!readsAsProse(text) || outOfSight(node)) return;
        report(node, text);
      },
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
