// Upstreams in tests are tiny real HTTP servers on 127.0.0.1:0; FerretDB (jest global setup) holds
// the rate-limit counts shared by two gateway instances (app.rate-limits.test.ts).
module.exports = require('../../jest.preset.cjs')(__dirname, { database: true });
