// PostGraphile 4.14 (a dev dependency) for bench:api, as a user would run it over the same
// PostgreSQL: postgraphile(connection, 'public', options) on node:http, with the connection filter
// plugin for the list's filters. Usage: node bench/peers/postgraphile.cjs <connection> <port>.
//
// PostGraphile 4 needs graphql 15 and ships its own copy (node_modules/postgraphile/node_modules);
// graphile-build-pg has another copy and the filter plugin would load the project's graphql 16.
// graphql refuses to mix instances, so every require of graphql here resolves to PostGraphile's.
'use strict';
const Module = require('node:module');
const path = require('node:path');
const http = require('node:http');

const postgraphileDir = path.dirname(require.resolve('postgraphile/package.json'));
const graphqlDir = path.dirname(
  require.resolve('graphql/package.json', { paths: [postgraphileDir] }),
);
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (request === 'graphql' || request.startsWith('graphql/'))
    return resolve.call(
      this,
      path.join(graphqlDir, request.slice('graphql'.length) || ''),
      parent,
      ...rest,
    );
  return resolve.call(this, request, parent, ...rest);
};

const { postgraphile } = require('postgraphile');
const ConnectionFilterPlugin = require('postgraphile-plugin-connection-filter');

const [connection, port] = process.argv.slice(2);
if (!connection || !port) {
  console.error('usage: node bench/peers/postgraphile.cjs <connection> <port>');
  process.exit(2);
}
const middleware = postgraphile(connection, 'public', {
  appendPlugins: [ConnectionFilterPlugin],
  dynamicJson: true,
  disableQueryLog: true,
  graphiql: false,
  retryOnInitFail: false,
  // As PostGraphile's production advice: no stack traces, one schema built at start.
  extendedErrors: [],
});
http.createServer(middleware).listen(Number(port), '127.0.0.1', () => {
  console.log(`postgraphile: listening on 127.0.0.1:${port}`);
});
