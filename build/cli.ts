/**
 * `npm run build [-- --content DIR --out DIR --seo-monitor]`: see build-command.ts.
 *
 * React chooses its development or production build when it is first imported, from NODE_ENV.
 * The development build renders the same HTML several times slower, checking every element, so
 * the build sets production before anything imports React.
 */
process.env.NODE_ENV = 'production';
await import('./build-command.ts');
export {};
