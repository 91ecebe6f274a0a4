/**
 * The map tools' icons: 24 × 24 outline drawings in the button's text colour (currentColor,
 * so a pressed button's white and forced colours work). Decorative: each button's name is
 * its text label, so the icons are aria-hidden. Built with the DOM, not markup strings.
 */
const drawings = {
  // A pin (place marker).
  marker: [
    'M12 21s-6-5.6-6-11a6 6 0 0 1 12 0c0 5.4-6 11-6 11z',
    'M12 7.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 1 0 0-5z',
  ],
  // A crosshair (coordinates).
  coordinates: ['M12 5a7 7 0 1 0 0 14 7 7 0 1 0 0-14z', 'M12 2v6M12 16v6M2 12h6M16 12h6'],
  // A ruler (distance).
  distance: ['M3 16 16 3l5 5L8 21z', 'M7 12l2 2M10 9l2 2M13 6l2 2'],
  // A polygon with corners (area).
  area: ['M5 7 12 3l7 5-2 10H7z', 'M5 7h0M12 3h0M19 8h0M17 18h0M7 18h0'],
  // A printer (map image).
  print: ['M7 9V3h10v6', 'M7 17H4v-7a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v7h-3', 'M7 14h10v7H7z'],
  // Stacked sheets (layers).
  layers: ['M12 3 2 8l10 5 10-5z', 'M2 12l10 5 10-5', 'M2 16l10 5 10-5'],
  // Three sliders (the tools' menu on a small map).
  menu: ['M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0', 'M16 4v4M10 10v4M18 16v4'],
} as const;

export type ToolIcon = keyof typeof drawings;

const svgNs = 'http://www.w3.org/2000/svg';

export function toolIcon(name: ToolIcon): SVGSVGElement {
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('class', 'gs-map-icon');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '24');
  svg.setAttribute('height', '24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  for (const d of drawings[name]) {
    const path = document.createElementNS(svgNs, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}
