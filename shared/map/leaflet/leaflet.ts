/** Leaflet's ES module build, the one import of Leaflet in the portal (see leafletEsm.d.ts). */
export * from 'leaflet/dist/leaflet-src.esm.js';
