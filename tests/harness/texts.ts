/**
 * The harness's own texts. It is a developer tool, not a page members see, so its labels
 * stay out of the member catalogue (shared/i18n/sv.ts) and out of the host's bundle.
 */
export const harnessTexts = {
  title: (element: string) => `Elementharness: ${element}`,
  elements: 'Element',
  controls: 'Testbrygga',
  controlsInfo: 'Ändringarna skrivs direkt till bryggan; elementet reagerar medan det är monterat.',
  person: 'Demoperson',
  proxy: 'Fullmakt i bruk',
  noProxy: 'Ingen, egen profil',
  roles: (on: number, all: number) => `Roller (${on} av ${all})`,
  allRoles: 'Alla roller',
  noRoles: 'Inga roller',
  ownRoles: 'Profilens egna roller',
  flags: (on: number, all: number) => `Funktionsflaggor (${on} av ${all} på)`,
  allFlags: 'Alla flaggor på',
  noFlags: 'Alla flaggor av',
  attributes: 'Elementets attribut',
  seen: 'Det elementet ser',
  signedIn: 'Inloggad',
  actingAs: 'Agerar som',
  ownProfile: 'egen profil',
  viaProxy: 'via fullmakt',
  element: 'Elementet',
  loading: 'Elementet laddas…',
  failed: (element: string) => `Elementet ${element} kunde inte laddas.`,
} as const;
