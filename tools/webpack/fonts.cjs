// Roboto, self-hosted: the only text face of every page (docs/decisions.md, "Look: one font everywhere").
// The files are Fontsource's Latin and Latin Extended subsets (libs/ui/src/theme/fonts, with its licence), in the four
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
// Fontsource's ranges. "latin": Basic Latin, Latin-1, general punctuation (— … ·), € ™ − and arrows.
// "latin-ext": the rest of the Latin letters (Romanian's ă ș ț among them), fetched by a browser only
// when a page shows one of them, so an English page costs nothing more.
const SUBSETS = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};

/** Each subset's file in each weight, and the hashed path it is served at. */
function robotoFiles() {
  return Object.entries(SUBSETS).flatMap(([subset, range]) =>
    WEIGHTS.map((weight) => {
      const name = `roboto-${subset}-${weight}-normal`;
      const content = readFileSync(path.join(FONT_DIR, `${name}.woff2`));
      const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
      return { weight, range, content, url: `/fonts/${name}.${hash}.woff2` };
    }),
  );
}

/** The @font-face rules, as the <style> element index.html puts in its head. */
function robotoFontFaces() {
  const rules = robotoFiles()
    .map(
      (f) =>
        `@font-face{font-family:Roboto;font-style:normal;font-weight:${f.weight};font-display:swap;` +
        `src:url(${f.url}) format('woff2');unicode-range:${f.range}}`,
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
