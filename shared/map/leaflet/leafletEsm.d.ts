// Leaflet 1.9 ships an ES module build beside its UMD main file; @types/leaflet describes
// the package name only. Importing the ES build directly works in the Vite build and in the
// test runner alike (the UMD file has no ES exports).
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
