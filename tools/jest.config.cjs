// Tools' own tests: the vertical manifest and the vertical generator (no database).
module.exports = require('../jest.preset.cjs')(__dirname);
