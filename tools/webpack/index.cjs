// Public entry of the front-end build tooling.
const { createWebpackConfig } = require('./create-webpack-config.cjs');
const { shell, remotes, findApp } = require('./apps.cjs');
const { sharedDependencies } = require('./shared-dependencies.cjs');

module.exports = { createWebpackConfig, sharedDependencies, shell, remotes, findApp };
