import path from 'node:path';

/** Finds the `<app>/src/features/<name>` folder a path belongs to, if any. */
function featureOf(file) {
  const parts = path.resolve(file).split(path.sep);
  const index = parts.lastIndexOf('features');
  if (index < 2 || parts[index - 1] !== 'src' || index + 1 >= parts.length - 1) return undefined;
  return parts.slice(0, index + 2).join(path.sep);
}

/** ESLint rule: a file in one feature folder may not import from another feature folder (ARCHITECTURE §5). */
export const noCrossFeatureImport = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature does not import another feature' },
    messages: {
      cross:
        'La feature « {{from}} » ne peut pas importer la feature « {{to}} » : passez par routes/ ou un package.',
    },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source) + path.sep + 'x');
      if (target && target !== own) {
        context.report({
          node,
          messageId: 'cross',
          data: { from: path.basename(own), to: path.basename(target) },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-cross-feature-import': noCrossFeatureImport } };
