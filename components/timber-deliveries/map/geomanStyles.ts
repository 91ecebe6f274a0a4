// geoman's stylesheet (its corner markers): the build emits it beside the chunk and links it
// when the chunk loads, as shared/map/leaflet/styles.ts does for Leaflet's.
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
