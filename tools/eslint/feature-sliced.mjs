// The Feature-Sliced rule of the house (docs/architecture.md, "Projects and their boundaries"): inside each app (`shell/src`,
// `mfe-*/src`), a layer imports only the layers below it, and another slice only through its
// `index.ts`, so a slice's insides can change without breaking its neighbours.
import { dirname, resolve } from 'node:path';

/** Lowest first: a layer may import any layer before it in this list. */
const LAYERS = ['shared', 'entities', 'features', 'widgets', 'pages', 'app'];
/** Layers made of slices (`features/scan-food/…`); `shared` and `app` are made of segments. */
const SLICED = new Set(['entities', 'features', 'widgets', 'pages']);
const APP_SOURCE = /^(.*\/(?:shell|mfe-[\w-]+)\/src)\/(.+)$/;

/**
 * Where a file sits: its app, layer and slice. Files outside the layers (main.ts, bootstrap) count as `app`.
 * @param {string} file
 */
function locate(file) {
  const m = APP_SOURCE.exec(file.replace(/\\/g, '/'));
  if (!m) return null;
  const [, root = '', rest = ''] = m;
  const parts = rest.split('/');
  const first = parts[0] ?? '';
  const layer = LAYERS.includes(first) && parts.length > 1 ? first : 'app';
  const slice = SLICED.has(layer) ? parts[1] : undefined;
  return { root, layer, slice, parts };
}

/**
 * The problem with importing `target` from `source` (both absolute, extension-less for target), or null.
 * @param {string} source
 * @param {string} target
 */
function violation(source, target) {
  const from = locate(source);
  const to = locate(target);
  if (!from || !to || from.root !== to.root) return null;
  const rank = (/** @type {string} */ l) => LAYERS.indexOf(l);
  if (rank(to.layer) > rank(from.layer)) {
    return `'${from.layer}' may not import from the higher layer '${to.layer}'`;
  }
  if (!to.slice || (from.layer === to.layer && from.slice === to.slice)) return null;
  if (from.layer === to.layer) {
    return `slices of '${to.layer}' may not import each other ('${from.slice}' imports '${to.slice}'); move what they share down a layer`;
  }
  const inside = to.parts.slice(2);
  const isPublicApi = inside.length === 0 || (inside.length === 1 && /^index(\.tsx?)?$/.test(inside[0] ?? ''));
  return isPublicApi ? null : `import '${to.layer}/${to.slice}' through its index.ts, not its insides`;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Feature-Sliced layers: imports go downward; other slices through their index.ts' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    /** @param {{ source?: import('estree').Node | null }} node */
    const check = (node) => {
      const request = node.source && 'value' in node.source ? node.source.value : undefined;
      if (typeof request !== 'string' || !request.startsWith('.')) return;
      const problem = violation(file, resolve(dirname(file), request));
      if (problem && node.source) context.report({ node: node.source, message: problem });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { layers: rule } };
