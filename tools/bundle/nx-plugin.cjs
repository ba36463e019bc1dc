// Nx inference plugin (nx.json "plugins"): every service (services/<name>/src/main.ts) gets a `bundle`
// target, so `npx nx run <service>:bundle` works for today's services and the ones the generator adds.
const path = require('node:path');

/** @type {import('nx/src/project-graph/plugins').CreateNodes} */
const createNodes = [
  'services/*/src/main.ts',
  (mainFiles) =>
    mainFiles.map((mainFile) => {
      const root = path.posix.dirname(path.posix.dirname(mainFile));
      const service = path.posix.basename(root);
      return [
        mainFile,
        {
          projects: {
            [root]: {
              targets: {
                bundle: {
                  executor: 'nx:run-commands',
                  options: { command: `tsx tools/bundle/bundle-service.ts ${service}` },
                  inputs: ['production', '^production', '{workspaceRoot}/tools/bundle/bundle-service.ts'],
                  outputs: [`{workspaceRoot}/dist/bundles/${service}`],
                  cache: true,
                },
              },
            },
          },
        },
      ];
    }),
];

module.exports = { name: 'campusloop-bundle', createNodes };
