import {
  mapCrsName,
  type LayerGroup,
  type LayerInfo,
  type LayerList,
} from '../../../shared/contracts/mapOverlays.ts';

/**
 * The layer list of GET /api/v1/map/layers: every layer the layer selector offers, in its
 * order, with the help texts of spec §2.4 for the layer-info modal. The spec names the
 * topics; the Swedish wording is ours, written for a forest owner rather than a forester.
 */

const groups: LayerGroup[] = [
  { id: 'myForest', name: 'Min skog', helpText: null },
  {
    id: 'forestPlan',
    name: 'Skogsbruksplan',
    helpText:
      'Skogsbruksplanen delar in din skog i avdelningar och beskriver skogen i varje avdelning: trädslag, ålder, virkesförråd och vilka åtgärder som föreslås. Planen bör vara högst tio år gammal för att ge en rättvisande bild.',
  },
  { id: 'forestData', name: 'Skogliga grunddata', helpText: null },
  { id: 'roads', name: 'Vägar och transport', helpText: null },
  { id: 'nature', name: 'Natur och hänsyn', helpText: null },
];

type Layer = Omit<LayerInfo, 'source' | 'themeAttribute' | 'requiresBbox' | 'featureFlag'> &
  Partial<Pick<LayerInfo, 'source' | 'themeAttribute' | 'requiresBbox' | 'featureFlag'>>;

const layers: Layer[] = [
  {
    id: 'estates',
    group: 'myForest',
    name: 'Fastigheter',
    kind: 'overlay',
    visibleByDefault: true,
    helpText:
      'Gränserna för de fastigheter du äger, ensam eller tillsammans med andra. En fastighet som ni är flera som äger syns för alla delägare.',
  },
  {
    id: 'notes',
    group: 'myForest',
    name: 'Noteringar',
    kind: 'overlay',
    visibleByDefault: true,
    featureFlag: 'MapNotes',
    helpText:
      'Dina egna anteckningar på kartan: anteckningar med eller utan bild, insektsskador och stormfällningar. En notering är aktiv tills den är utförd eller markerad som inaktuell.',
  },
  {
    id: 'compartments',
    group: 'forestPlan',
    name: 'Avdelningar',
    kind: 'overlay',
    visibleByDefault: true,
    helpText:
      'Avdelningarna i din skogsbruksplan med nummer, areal, trädslagsfördelning, ålder och virkesförråd. Klicka på en avdelning för att se dess uppgifter.',
  },
  {
    id: 'targetClasses',
    group: 'forestPlan',
    name: 'Målklasser',
    kind: 'theme',
    source: 'compartments',
    themeAttribute: 'targetClass',
    visibleByDefault: false,
    helpText:
      'Målklassen visar vilket mål du har med varje avdelning: PG är produktion med generell hänsyn, K kombinerat mål, NS naturvård med skötsel och NO naturvård där skogen lämnas orörd.',
  },
  {
    id: 'maturityClasses',
    group: 'forestPlan',
    name: 'Huggningsklasser',
    kind: 'theme',
    source: 'compartments',
    themeAttribute: 'maturityClass',
    visibleByDefault: false,
    helpText:
      'Huggningsklassen beskriver hur långt skogen har kommit i sin utveckling: K är kalmark, R röjningsskog, G gallringsskog och S skog som kan slutavverkas. Siffran efter bokstaven anger skedet inom klassen.',
  },
  {
    id: 'forestOverview',
    group: 'forestData',
    name: 'Automatisk skogsöversikt',
    kind: 'overlay',
    visibleByDefault: false,
    helpText:
      'En översikt av skogen beräknad från laserskanning och satellitbilder: ålder, höjd, grundyta, virkesförråd och huvudträdslag. Huvudträdslaget är gran, tall eller löv när det trädslaget är mer än 65 procent av skogen, annars blandskog. Värdena är uppskattningar och ersätter inte en skogsbruksplan.',
  },
  {
    id: 'treeHeight',
    group: 'forestData',
    name: 'Trädhöjdskarta',
    kind: 'raster',
    source: 'tradhojd',
    visibleByDefault: false,
    helpText:
      'Trädens höjd enligt laserskanning, i en färgskala från låg till hög skog. Kartan visar skogen som den var när den skannades och kan vara några år gammal.',
  },
  {
    id: 'roads',
    group: 'roads',
    name: 'Vägklasser',
    kind: 'overlay',
    requiresBbox: true,
    visibleByDefault: false,
    helpText:
      'Vägarnas bärighetsklass och tillgänglighet. Bärighetsklassen anger den högsta tillåtna bruttovikten: BK1 64 ton, BK2 51 ton, BK3 37 ton och BK4 74 ton. Tillgänglighetsklassen anger när vägen går att använda: A året runt, B året runt utom vid tjällossning, C vid torrperiod och vinter och D bara när marken är frusen.',
  },
  {
    id: 'roadInfoPoints',
    group: 'roads',
    name: 'Vägpunkter',
    kind: 'overlay',
    requiresBbox: true,
    visibleByDefault: false,
    helpText:
      'Platser längs vägarna som virkesbilen behöver känna till: vändplatser, bommar och andra hinder samt broar med begränsad bärighet.',
  },
  {
    id: 'landings',
    group: 'roads',
    name: 'Avlägg',
    kind: 'overlay',
    visibleByDefault: true,
    helpText:
      'Platser där virket läggs upp i väntan på transport. För varje avlägg finns bärighet, tillgänglighet, framkomlighet och vändmöjlighet, så att åkaren vet vilka fordon som kommer fram.',
  },
  {
    id: 'waterMap',
    group: 'nature',
    name: 'Vattenkarta',
    kind: 'raster',
    source: 'markfuktighet',
    visibleByDefault: false,
    helpText:
      'Markens fuktighet och vattnets väg genom terrängen, beräknat från höjddata. Kartan hjälper dig att planera körvägar och undvika körskador på blöt mark och nära vatten.',
  },
  {
    id: 'insectRisk',
    group: 'nature',
    name: 'Risk för insektsangrepp',
    kind: 'overlay',
    requiresBbox: true,
    visibleByDefault: false,
    helpText:
      'Områden där risken för angrepp av granbarkborre är hög, medel eller förhöjd. Håll extra uppsikt över granskogen där och ta snabbt hand om stormfällda och angripna träd.',
  },
  {
    id: 'speciesObservations',
    group: 'nature',
    name: 'Artfynd',
    kind: 'overlay',
    requiresBbox: true,
    visibleByDefault: false,
    helpText:
      'Rapporterade fynd av arter, till exempel rödlistade och fridlysta arter, med fynddatum och hur noggrant platsen är angiven. Rödlistekategorin visar hur hotad arten är, från LC livskraftig till RE nationellt utdöd.',
  },
  {
    id: 'protectedAreas',
    group: 'nature',
    name: 'Skyddade områden',
    kind: 'overlay',
    requiresBbox: true,
    visibleByDefault: false,
    helpText:
      'Naturreservat, biotopskyddsområden, Natura 2000-områden, naturvårdsavtal och vattenskyddsområden. Där gäller särskilda regler, så kontakta din skogsinspektor innan du planerar en åtgärd.',
  },
  {
    id: 'specialCareObjects',
    group: 'nature',
    name: 'Hänsynsobjekt',
    kind: 'overlay',
    requiresBbox: true,
    visibleByDefault: false,
    helpText:
      'Platser där skogen ska skötas med särskild hänsyn: kulturlämningar som gamla husgrunder och stenmurar, naturvärdesträd som ska lämnas kvar, skyddszoner mot vatten och myr samt hänsynsytor. Kör inte över en kulturlämning och lämna hänsynsobjekten orörda vid avverkning.',
  },
  {
    id: 'valuableWater',
    group: 'nature',
    name: 'Värdefulla vatten',
    kind: 'overlay',
    requiresBbox: true,
    visibleByDefault: false,
    featureFlag: 'MapValuableWater',
    helpText:
      'Sjöar och vattendrag med särskilt höga natur-, fiske- eller kulturvärden. Lämna en skyddszon med träd mot vattnet och undvik att köra över eller nära vattendraget.',
  },
];

export const layerList: LayerList = {
  crs: mapCrsName,
  groups,
  layers: layers.map((layer) => ({
    source: null,
    themeAttribute: null,
    requiresBbox: false,
    featureFlag: null,
    ...layer,
  })),
};
