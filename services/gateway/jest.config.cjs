// The gateway needs no database: its upstreams in tests are tiny real HTTP servers on 127.0.0.1:0.
module.exports = require('../../jest.preset.cjs')(__dirname);
