// Every text a member reads goes through the translations (docs/architecture.md "Languages"): a
// word written straight into JSX would stay English in every language. Brand names and symbols
// may stay, listed below.

/** Written the same in every language. */
const ALLOWED = new Set([
  'Chairside',
  'MyFitnessPal',
  'Cronometer',
  'Apple Health',
  'Google Fit',
  'Open Food Facts',
  'FoodData Central',
  'WHO',
  'BMI',
  'kcal',
  'g',
  'mg',
  'ml',
  'kg',
  'lbs',
  'cm',
  'fl oz',
  'PIN',
  'OK',
]);
/** Props whose string is shown or read out to the member. */
const TEXT_PROPS = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'description',
  'emptyText',
  'helperText',
  'label',
  'placeholder',
  'primary',
  'secondary',
  'subtitle',
  'title',
  'tooltip',
]);

/** A text worth translating: it has letters, and is not an allowed name. @param {string} text */
const isWords = (text) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return /\p{L}/u.test(t) && !ALLOWED.has(t);
};

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No text literal in JSX: it goes through t() so every language gets it' },
    schema: [],
  },
  create(context) {
    /** @param {import('estree').Node} node @param {string} text */
    const report = (node, text) =>
      context.report({ node, message: `"${text.trim().slice(0, 40)}" is shown as written: pass it through t()` });
    return {
      /** @param {import('estree').Node & { value: string }} node */
      JSXText(node) {
        if (isWords(node.value)) report(node, node.value);
      },
      /** @param {any} node */
      JSXAttribute(node) {
        const name = node.name?.name;
        if (!TEXT_PROPS.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value.type === 'Literal' && typeof value.value === 'string' && isWords(value.value))
          report(value, value.value);
        /** @type {{ value: { cooked?: string } }[]} */
        const parts = value.type === 'TemplateLiteral' ? value.quasis : [];
        if (parts.some((q) => isWords(q.value.cooked ?? ''))) report(value, parts.map((q) => q.value.cooked).join('…'));
      },
      /** @param {any} node */
      JSXExpressionContainer(node) {
        const e = node.expression;
        if (node.parent?.type === 'JSXAttribute') return;
        if (e.type === 'Literal' && typeof e.value === 'string' && isWords(e.value)) report(e, e.value);
      },
    };
  },
};

export default { rules: { 'no-jsx-literals': rule } };
