/**
 * ESLint rule: a schema's text is built on the domain's `safeString()`, never on a bare `z.string()` (issue 55).
 * `safeString()` refuses a NUL character or an unpaired surrogate with « Données invalides » and normalises the
 * text to NFC, so that no input reaches the store with what it cannot keep; a bare `z.string()` (or
 * `z.coerce.string()`) added to an input schema would let them through again. A text format (`z.iso.date()`,
 * `z.uuid()`, `z.email()`…) is wrapped in `storableFormat(…)`, which adds the same refusal. Applies to the domain
 * and the functions (their environment schemas aside); the one `z.string()` allowed is the one safeString wraps.
 */

/** zod's text formats (zod 4: each a string schema of its own). */
const FORMATS = new Set([
  'email',
  'url',
  'httpUrl',
  'uuid',
  'uuidv4',
  'uuidv6',
  'uuidv7',
  'guid',
  'cuid',
  'cuid2',
  'ulid',
  'nanoid',
  'xid',
  'ksuid',
  'base64',
  'base64url',
  'hex',
  'jwt',
  'emoji',
  'ipv4',
  'ipv6',
  'cidrv4',
  'cidrv6',
  'e164',
  'hostname',
  'hash',
  'stringFormat',
  'templateLiteral',
]);

const isZ = (node) => node.type === 'Identifier' && node.name === 'z';
const named = (node, name) => node.type === 'Identifier' && node.name === name;

/** Whether `callee` is a text format of zod: `z.uuid`, `z.iso.date`… */
function isFormat(callee) {
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier')
    return false;
  if (isZ(callee.object)) return FORMATS.has(callee.property.name);
  return (
    callee.object.type === 'MemberExpression' &&
    !callee.object.computed &&
    isZ(callee.object.object) &&
    named(callee.object.property, 'iso')
  );
}

/** Whether the chain that starts at `node` (`z.iso.date().max(10)`) is the argument of `storableFormat(…)`. */
function isWrapped(node) {
  let current = node;
  while (
    (current.parent.type === 'MemberExpression' && current.parent.object === current) ||
    (current.parent.type === 'CallExpression' && current.parent.callee === current)
  )
    current = current.parent;
  const parent = current.parent;
  return (
    parent.type === 'CallExpression' &&
    named(parent.callee, 'storableFormat') &&
    parent.arguments[0] === current
  );
}

/** Whether `node` is `z.string` or `z.coerce.string` (any zod namespace named `z`). */
function isBareString(node) {
  if (node.type !== 'MemberExpression' || node.computed) return false;
  if (node.property.type !== 'Identifier' || node.property.name !== 'string') return false;
  const object = node.object;
  if (object.type === 'Identifier') return object.name === 'z';
  return (
    object.type === 'MemberExpression' &&
    !object.computed &&
    object.object.type === 'Identifier' &&
    object.object.name === 'z' &&
    object.property.type === 'Identifier' &&
    object.property.name === 'coerce'
  );
}

export const noBareStringSchema = {
  meta: {
    type: 'problem',
    docs: {
      description: "Schemas build their texts on the domain's safeString(), never on a bare z.string()",
    },
    messages: {
      bareString:
        'Construisez le texte sur safeString() de @app/domain (il refuse NUL et les demi-paires de substitution et normalise en NFC), jamais sur z.string().',
      bareFormat:
        'Enveloppez ce format de texte dans storableFormat(…) de @app/domain, qui refuse NUL et les demi-paires de substitution.',
    },
    schema: [],
  },
  create(context) {
    return {
      MemberExpression(node) {
        if (isBareString(node)) context.report({ node, messageId: 'bareString' });
      },
      CallExpression(node) {
        if (isFormat(node.callee) && !isWrapped(node)) context.report({ node, messageId: 'bareFormat' });
      },
    };
  },
};

export default { rules: { 'no-bare-string-schema': noBareStringSchema } };
