// Real FerretDB per test file (useTestDatabase); the S3 driver runs against s3rver started in the test.
module.exports = require('../../jest.preset.cjs')(__dirname, { database: true });
