import { describe, expect, it } from 'vitest';
import { annaTree, davidRoles, everyRole, group, node } from '../routing/testTree.ts';
import { buildSidebar } from './sidebarModel.ts';

describe('the sidebar from the route tree', () => {
  it("Anna's groups: icons mapped, hidden and refused entries left out, empty group hidden", () => {
    const { items } = buildSidebar(annaTree(), everyRole, 'granskog');
    expect(
      items.map((item) => (item.kind === 'group' ? [item.label, item.icon] : item.kind)),
    ).toEqual([
      ['Skogsgårdens affärer', 'forest'],
      ['Skogsgårdens ekonomi', 'savings'],
      ['Medlem i Granskog', 'group'],
    ]);
    const first = items[0];
    expect(first?.kind === 'group' && first.entries.map((e) => [e.label, e.to, e.chip])).toEqual([
      ['Mina dokument', '/skogsgardens-affarer/mina-dokument/', null],
      ['Beställda tjänster', '/skogsgardens-affarer/bestallda-tjanster/', 'Ny'],
      ['Leveransvirke', '/skogsgardens-affarer/leveransvirke/', null],
    ]);
  });

  it('external children are plain links below the menu', () => {
    const { externalLinks } = buildSidebar(annaTree(), everyRole, 'granskog');
    expect(externalLinks).toEqual([
      { id: 140, label: 'Virkespriser', href: 'https://granskog.test/virkespriser' },
    ]);
  });

  it("David's entries that his roles do not open are disabled", () => {
    const { items } = buildSidebar(annaTree(), davidRoles, 'granskog');
    const disabled = items.flatMap((item) =>
      item.kind === 'group' ? item.entries.filter((e) => e.disabled).map((e) => e.label) : [],
    );
    expect(disabled).toEqual([
      'Beställda tjänster',
      'Leveransvirke',
      'Mina insatsval',
      'Konton',
      'Fullmakter',
    ]);
  });

  it('a top-level content page is an entry of its own; a group of only external links is hidden', () => {
    const tree = [
      node(1, 'nyheter', 'Nyheter', { icon: 'briefcase' }),
      group(2, 'lankar', 'Länkar', [node(3, 'x', 'X', { externalUrl: 'https://x.test/' })]),
    ];
    const { items, externalLinks } = buildSidebar(tree, [], 'granskog');
    expect(items).toEqual([
      {
        kind: 'page',
        icon: 'work',
        entry: { id: 1, label: 'Nyheter', to: '/nyheter/', chip: null, disabled: false },
      },
    ]);
    expect(externalLinks.map((link) => link.label)).toEqual(['X']);
  });

  it('a first-sub-page link opens the first child, or is disabled without one', () => {
    const tree = [
      group(1, 'g', 'G', [
        node(2, 'till-forsta', 'Till första', { externalUrl: '/h/first-sub-page' }),
        node(3, 'till-ingen', 'Till ingen', { externalUrl: '/tom/first-sub-page' }),
      ]),
      group(4, 'h', 'H', [node(5, 'forsta', 'Första')]),
      group(6, 'tom', 'Tom', [node(7, 'dold', 'Dold', { showInMenu: false })]),
    ];
    const { items } = buildSidebar(tree, [], 'granskog');
    const g = items[0];
    expect(g?.kind === 'group' && g.entries.map((e) => [e.to, e.disabled])).toEqual([
      ['/h/forsta/', false],
      [null, true],
    ]);
    expect(items.map((item) => item.kind === 'group' && item.label)).toEqual(['G', 'H']);
  });
});
