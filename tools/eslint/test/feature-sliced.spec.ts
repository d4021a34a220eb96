import { Linter } from 'eslint';
import featureSliced from '../feature-sliced.mjs';

const linter = new Linter({ configType: 'flat', cwd: '/repo' });
const config = [
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'module' as const, ecmaVersion: 2022 as const },
    plugins: { 'feature-sliced': featureSliced },
    rules: { 'feature-sliced/layers': 'error' as const },
  },
];

/** The rule's messages for one import written in `file` of a remote's source tree. */
function lint(file: string, code: string): string[] {
  return linter.verify(code, config, `/repo/mfe-demo/src/${file}`).map((m) => m.message);
}

describe('feature-sliced/layers', () => {
  it('lets a layer import the layers below it, through their index', () => {
    expect(lint('pages/diary/diary-page.js', "import { Diary } from '../../widgets/diary';")).toEqual([]);
    expect(lint('widgets/diary/diary.js', "import { useEntries } from '../../entities/food-entry/index';")).toEqual([]);
    expect(lint('features/scan/ui/scan.js', "import { cls } from '../../../shared/lib/deep/cls';")).toEqual([]);
    expect(lint('app/routes.js', "const Page = () => import('../pages/diary');")).toEqual([]);
  });

  it('lets a slice import its own insides freely', () => {
    expect(lint('features/scan/ui/scan.js', "import { gate } from '../model/barcode-gate';")).toEqual([]);
  });

  it('refuses an import of a higher layer', () => {
    expect(lint('entities/food-entry/api.js', "import { Diary } from '../../widgets/diary';")).toEqual([
      "'entities' may not import from the higher layer 'widgets'",
    ]);
    expect(lint('shared/lib/x.js', "export { routes } from '../../app/routes';")).toEqual([
      "'shared' may not import from the higher layer 'app'",
    ]);
  });

  it("refuses reaching into another slice's insides, including by dynamic import", () => {
    expect(lint('pages/diary/diary-page.js', "import { Diary } from '../../widgets/diary/ui/diary';")).toEqual([
      "import 'widgets/diary' through its index.ts, not its insides",
    ]);
    expect(lint('app/routes.js', "const Page = () => import('../pages/diary/diary-page');")).toEqual([
      "import 'pages/diary' through its index.ts, not its insides",
    ]);
  });

  it('refuses slices of one layer importing each other', () => {
    expect(lint('features/scan/ui/scan.js', "import { Voice } from '../../voice';")).toEqual([
      "slices of 'features' may not import each other ('scan' imports 'voice'); move what they share down a layer",
    ]);
  });

  it('leaves imports of libraries and of other apps alone', () => {
    expect(
      lint('entities/x/x.js', "import { z } from 'zod'; import { ui } from '../../../../shell/src/app/app';"),
    ).toEqual([]);
  });
});
