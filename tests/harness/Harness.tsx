import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { allRoleNames } from '../../shared/access/roles.ts';
import { featureFlagNames } from '../../shared/contracts/featureFlags.ts';
import { ToastRegion } from '../../shared/elements/ToastRegion.tsx';
import type { HarnessBridge } from '../../shared/testing/testBridge.ts';
import { loadHarnessElement, type HarnessElement } from './elements.ts';
import {
  demoHarnessOptions,
  demoPersonKeys,
  demoPersonOf,
  demoProfiles,
  type DemoPerson,
} from './profiles.ts';
import { formatHarnessQuery, type HarnessQuery } from './query.ts';
import { harnessTexts as text } from './texts.ts';

export interface HarnessProps {
  /** Every element there is a harness page for. */
  elements: readonly HarnessElement[];
  /** The element this page mounts. */
  current: string;
  harness: HarnessBridge;
  /** The element's starting attributes. */
  attributes?: HarnessQuery['attributes'];
  /** Called with the page's new query string whenever the setup changes. */
  onQueryChange?: (search: string) => void;
  /** The link of another element's page (default /harness/<name> with this query). */
  hrefOf?: (name: string, search: string) => string;
}

const layout: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(18rem, 26rem) 1fr',
  gap: '1.5rem',
  alignItems: 'start',
  padding: '1rem',
};
const scrollingList: CSSProperties = { maxHeight: '16rem', overflowY: 'auto' };

function toggled(list: readonly string[], item: string, on: boolean): string[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
}

/**
 * One harness page: a form of controls that write straight into the harness bridge
 * (shared/testing/testBridge.ts createHarnessBridge, the same one element tests use) and
 * the element alone in <main>. The controls read their state back from the bridge, so
 * a switch the element makes itself (actions.useProxy) shows in them too.
 */
export function Harness({
  elements,
  current,
  harness,
  attributes: initialAttributes,
  onQueryChange,
  hrefOf = (name, search) => `/harness/${name}${search}`,
}: HarnessProps) {
  const { bridge } = harness;
  const settings = useStore(bridge.settings);
  const myProfile = useStore(bridge.myProfile).data;
  const proxy = useStore(bridge.proxy);
  const effective = useStore(bridge.effectiveProfile).data;
  const features = useStore(bridge.features).data ?? [];
  const [attributes, setAttributes] = useState(
    initialAttributes ?? { 'configuration-id': '', 'storage-key': '' },
  );
  const ids = { title: useId(), person: useId(), controls: useId() };

  const roleNames = allRoleNames(settings?.product.slug ?? 'granskog');
  const roles = effective?.roles ?? [];
  const enabledFlags = features.filter((f) => f.isEnabled).map((f) => f.name);
  const person = demoPersonOf(myProfile?.memberId);
  const element = elements.find((e) => e.name === current);

  const query: HarnessQuery = {
    person: person ?? 'anna',
    proxy: demoPersonOf(harness.options.proxy?.userId ?? undefined) ?? null,
    roles: harness.options.roles,
    flags: harness.options.flags,
    attributes,
  };
  const search = formatHarnessQuery(query);
  useEffect(() => {
    onQueryChange?.(search);
  }, [search, onQueryChange]);

  const choosePerson = (key: DemoPerson) =>
    harness.update(demoHarnessOptions({ person: key, flags: enabledFlags }));
  const chooseProxy = (userId: string | null) =>
    harness.update({ proxy: harness.options.proxies?.find((p) => p.userId === userId) ?? null });
  const setRoles = (next: readonly string[] | undefined) => harness.update({ roles: next });
  const setFlags = (next: readonly string[]) => harness.update({ flags: next });

  return (
    <div>
      <header style={{ padding: '0 1rem' }}>
        <h1 id={ids.title}>{text.title(current)}</h1>
        <nav aria-label={text.elements}>
          <ul>
            {elements.map((e) => (
              <li key={e.name}>
                <a
                  href={hrefOf(e.name, search)}
                  aria-current={e.name === current ? 'page' : undefined}
                >
                  {e.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div style={layout}>
        <form aria-labelledby={ids.controls} onSubmit={(event) => event.preventDefault()}>
          <h2 id={ids.controls}>{text.controls}</h2>
          <p>{text.controlsInfo}</p>

          <section aria-label={text.seen}>
            <h3>{text.seen}</h3>
            <dl>
              <dt>{text.signedIn}</dt>
              <dd>{myProfile?.name ?? '–'}</dd>
              <dt>{text.actingAs}</dt>
              <dd>
                {effective?.name ?? '–'} (
                {proxy.userId ? `${text.viaProxy}, ${proxy.profile.state}` : text.ownProfile})
              </dd>
              <dt>{text.roles(roles.length, roleNames.length)}</dt>
              <dd>{roles.join(', ') || '–'}</dd>
              <dt>{text.flags(enabledFlags.length, featureFlagNames.length)}</dt>
              <dd>{enabledFlags.join(', ') || '–'}</dd>
            </dl>
          </section>

          <p>
            <label htmlFor={ids.person}>{text.person}</label>{' '}
            <select
              id={ids.person}
              value={person ?? ''}
              onChange={(event) => choosePerson(event.target.value as DemoPerson)}
            >
              {demoPersonKeys.map((key) => (
                <option key={key} value={key}>
                  {demoProfiles[key].name}
                </option>
              ))}
            </select>
          </p>

          <fieldset>
            <legend>{text.proxy}</legend>
            <label>
              <input
                type="radio"
                name="harness-proxy"
                checked={proxy.userId === null}
                onChange={() => chooseProxy(null)}
              />{' '}
              {text.noProxy}
            </label>
            {(myProfile?.proxies ?? []).map((p) => (
              <label key={p.giverContactId} style={{ display: 'block' }}>
                <input
                  type="radio"
                  name="harness-proxy"
                  checked={proxy.userId === p.giverContactId}
                  onChange={() => chooseProxy(p.giverContactId)}
                />{' '}
                {p.giverContactName}
              </label>
            ))}
          </fieldset>

          <fieldset>
            <legend>{text.roles(roles.length, roleNames.length)}</legend>
            <p>
              <button type="button" onClick={() => setRoles(roleNames)}>
                {text.allRoles}
              </button>{' '}
              <button type="button" onClick={() => setRoles([])}>
                {text.noRoles}
              </button>{' '}
              <button type="button" onClick={() => setRoles(undefined)}>
                {text.ownRoles}
              </button>
            </p>
            <div style={scrollingList}>
              {roleNames.map((role) => (
                <label key={role} style={{ display: 'block' }}>
                  <input
                    type="checkbox"
                    checked={roles.includes(role)}
                    onChange={(event) => setRoles(toggled(roles, role, event.target.checked))}
                  />{' '}
                  {role}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset>
            <legend>{text.flags(enabledFlags.length, featureFlagNames.length)}</legend>
            <p>
              <button type="button" onClick={() => setFlags(featureFlagNames)}>
                {text.allFlags}
              </button>{' '}
              <button type="button" onClick={() => setFlags([])}>
                {text.noFlags}
              </button>
            </p>
            <div style={scrollingList}>
              {featureFlagNames.map((flag) => (
                <label key={flag} style={{ display: 'block' }}>
                  <input
                    type="checkbox"
                    checked={enabledFlags.includes(flag)}
                    onChange={(event) =>
                      setFlags(toggled(enabledFlags, flag, event.target.checked))
                    }
                  />{' '}
                  {flag}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset>
            <legend>{text.attributes}</legend>
            {(['configuration-id', 'storage-key'] as const).map((name) => (
              <label key={name} style={{ display: 'block' }}>
                {name}{' '}
                <input
                  type="text"
                  value={attributes[name]}
                  onChange={(event) => setAttributes({ ...attributes, [name]: event.target.value })}
                />
              </label>
            ))}
          </fieldset>
        </form>

        <main aria-label={text.element} style={{ position: 'sticky', top: '1rem' }}>
          {element ? (
            <ElementMount element={element} attributes={attributes} />
          ) : (
            <p role="alert">{text.failed(current)}</p>
          )}
        </main>
      </div>
      {/* The element's toasts, where the host shows them (platform §9). */}
      <ToastRegion toasts={bridge.toasts} closeLabel="Stäng" />
    </div>
  );
}

/** The element's attributes; an empty value leaves the attribute out. */
function setAttributes(element: HTMLElement, attributes: Record<string, string>) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === '') element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
}

type Load = { tag: string } | { error: unknown } | null;

/** Marks the element the harness appended, so unmounting can take it out first. */
const mountedMark = 'data-harness-element';

/**
 * The element itself, defined by its module, with its attributes (empty ones left out).
 * Appended by hand rather than rendered: an r2wc element unmounts its own React root when
 * it leaves the page, which React refuses to do in the middle of this root's commit.
 */
function ElementMount({
  element,
  attributes,
}: {
  element: HarnessElement;
  attributes: Record<string, string>;
}) {
  const [load, setLoad] = useState<Load>(null);
  const holder = useRef<HTMLDivElement>(null);
  const instance = useRef<HTMLElement | null>(null);
  const latest = useRef(attributes);

  useEffect(() => {
    let live = true;
    loadHarnessElement(element).then(
      (tag) => live && setLoad({ tag }),
      (error: unknown) => {
        console.error(error);
        if (live) setLoad({ error });
      },
    );
    return () => {
      live = false;
    };
  }, [element]);

  const tag = load && 'tag' in load ? load.tag : null;
  useEffect(() => {
    if (!tag || !holder.current) return;
    const created = document.createElement(tag);
    created.setAttribute(mountedMark, '');
    setAttributes(created, latest.current);
    instance.current = created;
    holder.current.append(created);
    return () => {
      instance.current = null;
      // Outside React's commit (see above).
      queueMicrotask(() => created.remove());
    };
  }, [tag]);

  useEffect(() => {
    latest.current = attributes;
    if (instance.current) setAttributes(instance.current, attributes);
  }, [attributes]);

  if (load === null) return <p role="status">{text.loading}</p>;
  if ('error' in load) return <p role="alert">{text.failed(element.name)}</p>;
  return <div ref={holder} />;
}

export interface MountedHarness {
  unmount(): void;
}

/** Renders a harness page into `container`. */
export function mountHarness(container: Element, props: HarnessProps): MountedHarness {
  const root = createRoot(container);
  root.render(<Harness {...props} />);
  return {
    unmount() {
      container.querySelectorAll(`[${mountedMark}]`).forEach((element) => element.remove());
      root.unmount();
    },
  };
}
