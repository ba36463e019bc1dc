// Service tests run real HTTP against createApp and a real FerretDB database (one per test file).
module.exports = require('../../jest.preset.cjs')(__dirname, { database: true });
