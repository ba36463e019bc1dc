// Integration tests run against a real FerretDB (jest global setup) and a real in-process MailDev.
module.exports = require('../../jest.preset.cjs')(__dirname, { database: true });
