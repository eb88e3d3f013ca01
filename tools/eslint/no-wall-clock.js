/**
 * ESLint rule: product code never reads the wall clock (ARCHITECTURE §9, one clock). The server reads the time
 * through `runtime().now()`, the apps through `now()` / `useNow()` of `@app/ui`, so that a test puts the whole
 * product on any date by setting one clock. Refused: `new Date()` with no argument, `Date()` (a string of now) and
 * any use of `Date.now` (called or passed along, as in `useState(Date.now)`), also through `globalThis` or
 * `window`. A duration measured between two instants uses `performance.now()`, which this rule lets through.
 */

const GLOBAL_OBJECTS = new Set(['globalThis', 'window', 'self', 'global']);

/** Whether `node` names the global Date: `Date`, `globalThis.Date`, `window.Date`. */
function isGlobalDate(node) {
  if (node.type === 'Identifier') return node.name === 'Date';
  return (
    node.type === 'MemberExpression' &&
    !node.computed &&
    node.object.type === 'Identifier' &&
    GLOBAL_OBJECTS.has(node.object.name) &&
    node.property.type === 'Identifier' &&
    node.property.name === 'Date'
  );
}

/** Whether the identifier `Date` at `node` is the global one, not a local binding of that name. */
function isUnshadowed(context, node) {
  const root = node.type === 'Identifier' ? node : node.object;
  const scope = context.sourceCode.getScope(node);
  let current = scope;
  while (current) {
    const variable = current.set.get(root.name);
    if (variable && variable.defs.length > 0) return false;
    current = current.upper;
  }
  return true;
}

export const noWallClock = {
  meta: {
    type: 'problem',
    docs: { description: 'Product code reads the time through the one clock, never the wall clock' },
    messages: {
      wallClock:
        "Lisez l'heure par l'horloge unique : runtime().now() côté serveur, now() ou useNow() de @app/ui dans les apps (jamais {{what}}). Une durée écoulée se mesure avec performance.now().",
    },
    schema: [],
  },
  create(context) {
    const report = (node, what) => context.report({ node, messageId: 'wallClock', data: { what } });
    return {
      NewExpression(node) {
        if (node.arguments.length === 0 && isGlobalDate(node.callee) && isUnshadowed(context, node.callee))
          report(node, 'new Date()');
      },
      CallExpression(node) {
        if (isGlobalDate(node.callee) && isUnshadowed(context, node.callee)) report(node, 'Date()');
      },
      MemberExpression(node) {
        const property = node.computed
          ? node.property.type === 'Literal' && node.property.value
          : node.property.type === 'Identifier' && node.property.name;
        if (property === 'now' && isGlobalDate(node.object) && isUnshadowed(context, node.object))
          report(node, 'Date.now()');
      },
    };
  },
};

export default { rules: { 'no-wall-clock': noWallClock } };
