// Roboto, self-hosted: the only text face of every page (docs/decisions.md, "Look: one font everywhere").
// The files are Fontsource's Latin subset (libs/ui/src/theme/fonts, with its licence), in the four
// weights the theme draws with. The host emits them under /fonts/ with a content hash in the name
// (served as immutable), and every page's index.html declares them, `font-display: swap`, so text
// shows at once in the fallback and a slow font never holds a page blank. Nothing here is JavaScript:
// the first-load budgets of tools/bench are unchanged.
const path = require('node:path');
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const webpack = require('webpack');

const FONT_DIR = path.join(__dirname, '..', '..', 'libs', 'ui', 'src', 'theme', 'fonts');
const WEIGHTS = [400, 500, 600, 700];
// Fontsource's "latin" range: Basic Latin, Latin-1, general punctuation (— … ·), € ™ − and arrows.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** Each weight's file, and the hashed path it is served at. */
function robotoFiles() {
  return WEIGHTS.map((weight) => {
    const name = `roboto-latin-${weight}-normal`;
    const content = readFileSync(path.join(FONT_DIR, `${name}.woff2`));
    const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
    return { weight, content, url: `/fonts/${name}.${hash}.woff2` };
  });
}

/** The @font-face rules, as the <style> element index.html puts in its head. */
function robotoFontFaces() {
  const rules = robotoFiles()
    .map(
      (f) =>
        `@font-face{font-family:Roboto;font-style:normal;font-weight:${f.weight};font-display:swap;` +
        `src:url(${f.url}) format('woff2');unicode-range:${LATIN}}`,
    )
    .join('\n');
  return `<style>\n${rules}\n</style>`;
}

/** Emits the font files into the host's dist/fonts/. */
class RobotoFilesPlugin {
  /**
   * @param {import('webpack').Compiler} compiler
   */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RobotoFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RobotoFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const f of robotoFiles())
            compilation.emitAsset(f.url.slice(1), new webpack.sources.RawSource(f.content));
        },
      );
    });
  }
}

module.exports = { robotoFontFaces, RobotoFilesPlugin };
