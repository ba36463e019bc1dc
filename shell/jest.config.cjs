const preset = require('../jest.preset.cjs')(__dirname, { dom: true });

module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/jest.setup.cjs'],
};
