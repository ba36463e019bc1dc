const { createWebpackConfig } = require('../tools/webpack/index.cjs');

module.exports = createWebpackConfig(__dirname, require('./module-federation.config.cjs'));
