// swagger-ui-dist ships no types; the gateway only asks it where its files are.
declare module 'swagger-ui-dist/absolute-path.js' {
  /** The folder holding swagger-ui-bundle.js, swagger-ui.css, ... */
  const getAbsoluteFSPath: () => string;
  export default getAbsoluteFSPath;
}
