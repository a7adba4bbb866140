// The `hyphen` package is CommonJS without an exports map, so Node's ESM loader (the commands run
// the content model without a bundler) needs the file path; its types live under 'hyphen/de'.
declare module 'hyphen/de/index.js' {
  const de: typeof import('hyphen/de');
  export default de;
}
