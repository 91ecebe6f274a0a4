// Leaflet's stylesheet and the tools' own: the build emits them as .css files beside the
// map chunk and links them when the chunk loads (CSP style-src 'self', no <style> elements).
import 'leaflet/dist/leaflet.css';
import './map.css';
