import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import verticalGenerator from './generator.cjs';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** The generator reads and edits the manifest only; every list it once edited is generated from it. */
const GENERATOR_INPUTS = ['tools/verticals/verticals.json'];

async function generateClubs() {
  const tree = createTreeWithEmptyWorkspace();
  for (const file of GENERATOR_INPUTS) tree.write(file, read(file));
  await verticalGenerator(tree, { name: 'clubs', skipFormat: true });
  return tree;
}

/** A marketplace path or text under the generated vertical's names (its listing is the template's item). */
const asClubs = (text: string) =>
  text
    .replace(/marketplace/g, 'clubs')
    .replace(/Marketplace/g, 'Clubs')
    .replace(/MARKETPLACE/g, 'CLUBS')
    .replace(/listing/g, 'item')
    .replace(/Listing/g, 'Item');

describe('nx g @campusloop/tools:vertical stamps the shape marketplace has', () => {
  it("has marketplace's skeleton files, and every file it stamps has its counterpart in marketplace", async () => {
    const tree = await generateClubs();
    const generated = tree
      .listChanges()
      .map((change) => change.path)
      .filter((file) => /^(services\/clubs|mfe-clubs)\//.test(file));
    const marketplace = (root: string) => generatedLike(root).map((file) => asClubs(file));
    // Every stamped file has its marketplace counterpart (the item is the listing), bar the one that
    // says which media context the template's items would use (marketplace's listings declare MARKETPLACE).
    const counterparts = new Set([...marketplace('services/marketplace'), ...marketplace('mfe-marketplace')]);
    // Tests are the vertical's own stories (their files are named for what they tell), routes.test.ts aside.
    const withoutCounterpart = generated.filter(
      (file) =>
        !counterparts.has(file) &&
        !file.endsWith('/domain/item-media.ts') &&
        !(file.includes('.test.') && !file.endsWith('/routes.test.ts')),
    );
    expect(withoutCounterpart).toEqual([]);
    // The wiring every vertical has, stamped too.
    for (const file of SKELETON) expect(generated).toContain(file);
  });

  it.each([
    'services/clubs/src/main.ts',
    'services/clubs/src/config/clubs-config.ts',
    'mfe-clubs/src/main.ts',
    'mfe-clubs/src/bootstrap.tsx',
    'mfe-clubs/src/remote-entry.ts',
  ])("wires %s exactly as marketplace's is wired (names, port aside)", async (file) => {
    const tree = await generateClubs();
    const port = (text: string) => text.replace(/port: \d+/, 'port: <port>');
    const real = port(asClubs(read(file.replace(/clubs/g, 'marketplace'))));
    expect(port(tree.read(file, 'utf-8') ?? '')).toBe(real);
  });

  it("builds its app, test kit and tab on the kits marketplace's use", async () => {
    const tree = await generateClubs();
    const app = tree.read('services/clubs/src/app.ts', 'utf-8') ?? '';
    const realApp = read('services/marketplace/src/app.ts');
    for (const wiring of [
      'extends VerticalAppDeps',
      'const parts = createVerticalParts(deps);',
      'createVerticalApp(deps, parts, {',
      'deps.media ?? mediaUnavailable',
    ]) {
      expect(realApp).toContain(wiring);
      expect(app).toContain(wiring);
    }
    const kit = tree.read('services/clubs/src/testing/clubs-test-app.ts', 'utf-8') ?? '';
    const realKit = read('services/marketplace/src/testing/marketplace-test-app.ts');
    for (const wiring of [
      'media: mediaClient(),',
      'init: (built) => built.init(),',
      'useVerticalTestKit({',
    ]) {
      expect(realKit).toContain(wiring);
      expect(kit).toContain(wiring);
    }
    const tab = tree.read('mfe-clubs/src/features/clubs/components/clubs-tab/clubs-tab.tsx', 'utf-8') ?? '';
    expect(
      read('mfe-marketplace/src/features/marketplace/components/marketplace-tab/marketplace-tab.tsx'),
    ).toMatch(/export function MarketplaceTab\(\{ target \}: RemoteTabProps\)/);
    expect(tab).toMatch(/export function ClubsTab\(\{ target \}: RemoteTabProps\)/);
  });
});

/** The generator's skeleton: what every vertical's service and remote have (marketplace's names swapped). */
const SKELETON = [
  'services/clubs/README.md',
  'services/clubs/project.json',
  'services/clubs/jest.config.cjs',
  'services/clubs/tsconfig.json',
  'services/clubs/src/main.ts',
  'services/clubs/src/app.ts',
  'services/clubs/src/config/clubs-config.ts',
  'services/clubs/src/api/clubs-routes.ts',
  'services/clubs/src/data/clubs-store.ts',
  'services/clubs/src/domain/clubs-context.ts',
  'services/clubs/src/testing/clubs-test-app.ts',
  'mfe-clubs/project.json',
  'mfe-clubs/jest.config.cjs',
  'mfe-clubs/tsconfig.json',
  'mfe-clubs/webpack.config.cjs',
  'mfe-clubs/module-federation.config.cjs',
  'mfe-clubs/src/main.ts',
  'mfe-clubs/src/bootstrap.tsx',
  'mfe-clubs/src/remote-entry.ts',
  'mfe-clubs/src/features/clubs/api/clubs-api.ts',
  'mfe-clubs/src/features/clubs/components/clubs-tab/clubs-tab.tsx',
];

/** The files under a real vertical's folder (they hold sources only). */
function generatedLike(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir)).flatMap((entry) => {
      const file = `${dir}/${entry}`;
      return statSync(path.join(ROOT, file)).isDirectory() ? walk(file) : [file];
    });
  return walk(root);
}
