/**
 * The map's Swedish texts (its own catalogue, so they ship in the map chunk only; the build
 * compiles every sv.ts to message ASTs, vite.config.ts).
 */
export const sv = {
  'map.label': 'Karta',
  'map.zoomIn': 'Zooma in',
  'map.zoomOut': 'Zooma ut',
  'map.attribution.upstream': '© Lantmäteriet',
  'map.attribution.demo': '© Granskog, demodata',
  'map.tools': 'Kartverktyg',

  // Place marker (spec §2.4)
  'marker.tool': 'Placera markör',
  'marker.hint': 'Klicka i kartan för att placera markören, eller tryck Enter för kartans mitt.',
  'marker.title': 'Markör',
  'marker.placed': 'Markören är placerad vid {point}.',

  // GPS coordinates (spec §2.4, SWEREF 99 TM)
  'coordinates.tool': 'Koordinater',
  'coordinates.heading': 'Koordinater',
  'coordinates.centre': 'Kartans mitt',
  'coordinates.clicked': 'Vald punkt',
  'coordinates.device': 'Min position',
  'coordinates.sweref': 'SWEREF 99 TM',
  'coordinates.wgs84': 'WGS 84',
  'coordinates.myPosition': 'Min position',
  'coordinates.locating': 'Din position hämtas…',
  'coordinates.geolocationFailed':
    'Din position kunde inte hämtas. Kontrollera att webbläsaren får använda din plats och försök igen.',
  'coordinates.hint': 'Klicka i kartan för att läsa av en punkt.',

  // Measure (spec §2.4)
  'measure.distance': 'Mät avstånd',
  'measure.area': 'Mät area',
  'measure.hint':
    'Klicka i kartan för att sätta ut punkter. Dubbelklicka eller tryck Enter för att avsluta, Escape för att avbryta.',
  'measure.distanceResult': 'Avstånd: {value}',
  'measure.areaResult': 'Area: {value}',
  'measure.clear': 'Rensa mätningen',

  // Layers (spec §2.4)
  'layers.tool': 'Kartlager',
  'layers.heading': 'Kartlager',
  'layers.info': 'Om lagren',
  'layers.infoTitle': 'Om kartlagren',
  'layers.close': 'Stäng',
  'layers.loadFailed': 'Kartlagren kunde inte hämtas. Försök igen om en stund.',
  'overlay.loadFailed': 'Lagret {name} kunde inte visas.',

  // Select feature and feature info (spec §2.4)
  'select.heading': 'Objekt på platsen',
  'select.back': 'Tillbaka till listan',
  'select.estate': 'Fastighet {name}',
  'select.compartment': 'Avdelning {number}',
  'select.forestOverview': 'Skogsöversikt {id}',
  'select.note': '{type} ({status})',
  'select.landing': 'Avlägg {name}',
  'select.road': 'Väg {name}',
  'select.roadUnnamed': 'Väg',
  'select.roadInfoPoint': 'Väginformation: {kind}',
  'select.insectRisk': 'Insektsrisk: {level}',
  'select.species': '{name} ({category})',
  'select.valuableWater': 'Värdefullt vatten: {name}',
  'select.protectedArea': '{kind}: {name}',
  'value.yes': 'Ja',
  'value.no': 'Nej',

  // Print (spec §2.4, §8 "Map image not found")
  'print.tool': 'Skriv ut kartbild',
  'print.failed': 'Kartbilden kunde inte skapas. Försök igen.',
  'print.notFound':
    'Kartbilden hittades inte: kartan har inte laddats. Vänta tills kartan syns och försök igen.',
  'print.ready': 'Kartbilden är klar.',
  'print.download': 'Ladda ned kartbilden',
  // Keyboard measuring and entering coordinates (issue 5, WCAG 2.1.1)
  'measure.keyboardHint':
    'Med tangentbordet: markera kartan, flytta den med piltangenterna så att punkten hamnar under korset i mitten och tryck Mellanslag för att lägga till punkten. Backsteg tar bort den senaste punkten, Enter avslutar och Escape avbryter.',
  'measure.pointAdded': 'Punkt {count} tillagd.',
  'measure.pointRemoved': 'Punkt {count} borttagen.',
  'measure.samePoint': 'Kartans mitt är redan en punkt. Flytta kartan först.',
  'coordinates.goTo': 'Gå till koordinat',
  'coordinates.goToHint': 'Till exempel N 6 305 000, E 480 000 eller 56,87° N, 14,80° E.',
  'coordinates.show': 'Visa',
  'coordinates.entered': 'Angiven koordinat',
} as const;

export type MapMessageKey = keyof typeof sv;
