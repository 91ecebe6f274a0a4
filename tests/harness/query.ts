import { demoPersonKeys, everyFlag, type DemoChoice, type DemoPerson } from './profiles.ts';

/**
 * What a harness page shows, as its query string, so a developer can bookmark or share a
 * setup: /harness/test-element?person=anna&proxy=bertil&roles=A,B&flags=X,Y
 *   person             anna | bertil | cecilia | david (default anna)
 *   proxy              the giver of one of the person's proxies (Anna: bertil); absent: none
 *   roles              comma-separated roles of the effective profile; absent: its own roles
 *   flags              comma-separated enabled flags; absent: every flag on
 *   flagsOff           comma-separated disabled flags, every other on (shorter when most are on)
 *   configuration-id,
 *   storage-key        the element's attributes
 */
export interface HarnessQuery extends DemoChoice {
  attributes: { 'configuration-id': string; 'storage-key': string };
}

const list = (value: string | null) =>
  value === null ? undefined : value.split(',').filter((item) => item !== '');

const flagsBut = (off: readonly string[]) => everyFlag.filter((flag) => !off.includes(flag));

export function parseHarnessQuery(search: string): HarnessQuery {
  const params = new URLSearchParams(search);
  const person = params.get('person');
  const proxy = params.get('proxy');
  return {
    person: demoPersonKeys.includes(person as DemoPerson) ? (person as DemoPerson) : 'anna',
    proxy: demoPersonKeys.includes(proxy as DemoPerson) ? (proxy as DemoPerson) : null,
    roles: list(params.get('roles')),
    flags: list(params.get('flags')) ?? flagsBut(list(params.get('flagsOff')) ?? []),
    attributes: {
      'configuration-id': params.get('configuration-id') ?? '',
      'storage-key': params.get('storage-key') ?? '',
    },
  };
}

/** The query string of a setup ('' when everything is at its default). */
export function formatHarnessQuery(query: HarnessQuery): string {
  const params = new URLSearchParams();
  if (query.person !== 'anna') params.set('person', query.person);
  if (query.proxy) params.set('proxy', query.proxy);
  if (query.roles) params.set('roles', query.roles.join(','));
  const flags = query.flags ?? [];
  const off = everyFlag.filter((flag) => !flags.includes(flag));
  const unknown = flags.some((flag) => !everyFlag.includes(flag));
  if (off.length > 0 && (unknown || off.length >= flags.length)) {
    params.set('flags', flags.join(','));
  } else if (off.length > 0) {
    params.set('flagsOff', off.join(','));
  }
  for (const [name, value] of Object.entries(query.attributes)) {
    if (value !== '') params.set(name, value);
  }
  const text = params.toString().replace(/%2C/g, ',');
  return text === '' ? '' : `?${text}`;
}
