/**
 * The import boundaries of sitegen's architecture (docs/developers.md, "Boundaries"), checked by
 * `npm run check:boundaries` in `npm test`:
 * - the content API (`server/`) and the publishing pipeline (`src/publish/`) meet only in the
 *   contract (`src/contract/`: schemas, page validation, path rules, the error catalogue) and
 *   the templates and modules they both render; the pipeline reaches the API only through its
 *   content-source adapters (`src/publish/sources/`), which may start the API in process;
 * - rendering (`src/publish/render/`) is a function of the data the fetch stage got;
 * - the browser's code (`runtime/`) and the templates and modules run in the browser and in
 *   Node alike: they never import the server or the pipeline.
 */
module.exports = {
  forbidden: [
    {
      name: 'server-not-on-pipeline',
      comment: 'The content API depends on the contract and the templates, never on the publishing pipeline (DESIGN 12).',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/publish/' },
    },
    {
      name: 'pipeline-reaches-server-through-sources',
      comment: 'The pipeline speaks the contract to the API; only its content-source adapters (src/publish/sources/) may start the API in process.',
      severity: 'error',
      from: { path: '^src/publish/', pathNot: '^src/publish/sources/' },
      to: { path: '^server/' },
    },
    {
      name: 'rendering-is-a-function-of-page-data',
      comment: 'Rendering gets the data the fetch stage got (the page, its distributors, its list pages): it asks the API for nothing, and writes nothing (DESIGN 12, the stages).',
      severity: 'error',
      from: { path: '^src/publish/render/' },
      to: { path: '^(server/|src/publish/(fetch|sources|pages|write)/)' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is what both sides share: it imports neither side.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^(server|src/publish|src/cli|src/preview|src/serve)/' },
    },
    {
      name: 'shared-code-imports-no-side',
      comment: 'Browser code, templates and modules run in the browser and in Node: no server, pipeline or CLI code.',
      severity: 'error',
      from: { path: '^(runtime|templates|modules)/' },
      to: { path: '^(server|src/publish|src/cli|src/preview|src/serve)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.cache)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
