import { describe, expect, it } from 'vitest';
import type { ProjectDoc } from '@aangan/contracts';
import { hindiProjectsToAudit, projectsToAudit } from './layoutAuditPages.ts';

const project = (slug: string, fields: Partial<ProjectDoc>): ProjectDoc =>
  ({
    _id: `id-${slug}`,
    slug,
    status: 'posted',
    city: 'Pune',
    locality: 'Baner',
    projectTitle: slug,
    projectSubType: 'Apartment',
    units: [],
    reraDetails: [],
    ...fields,
  }) as ProjectDoc;

const catalogue = [
  project('a', { projectTitle: 'A very very long project title indeed' }),
  project('b', {
    reraDetails: [{ projectReraId: 'PR/GJ/AHMEDABAD/SANAND/AUDA/MAA11333/280520' }] as ProjectDoc['reraDetails'],
  }),
  project('c', {
    units: [{ unitTitle: 'Pre-engineered shed for light manufacturing' }] as ProjectDoc['units'],
    projectSubType: 'Warehouse',
  }),
  project('d', { locality: 'Sushant Golf City Extension' }),
  project('e', { city: 'Goa', projectSubType: 'Row House' }),
  project('f', {}),
  project('g', {}),
  project('h', { status: 'deleted', projectTitle: 'A deleted project with the longest title of them all' }),
];

describe('the project pages the layout audit opens', () => {
  it("are each city's longest title, RERA number, unit title and locality, and one of every sub type, each once with every reason", () => {
    const chosen = projectsToAudit(catalogue, 1, 0);
    expect(chosen.map((page) => page.link).sort()).toEqual([
      '/project/view/a',
      '/project/view/b',
      '/project/view/c',
      '/project/view/d',
      '/project/view/e',
    ]);
    expect(chosen.find((page) => page.link === '/project/view/e')?.why).toBe(
      "Goa's longest title (e); Goa's longest locality (Baner); a Row House",
    );
    expect(chosen.find((page) => page.link === '/project/view/c')?.why).toBe(
      "Pune's longest unit title (Pre-engineered shed for light manufacturing); a Warehouse",
    );
  });

  it('add a sample drawn from the seed: the same seed draws the same pages', () => {
    const sampled = (seed: number) =>
      projectsToAudit(catalogue, seed, 1).filter((page) => page.why.startsWith('sampled'));
    expect(sampled(7)).toHaveLength(1);
    expect(sampled(7)).toEqual(sampled(7));
    expect(['/project/view/f', '/project/view/g']).toContain(sampled(7)[0].link);
  });
});

describe('the project pages the layout audit opens in Hindi', () => {
  it("are each city's longest Hindi title and the catalogue's longest title, RERA number, unit title and locality, under /hi", () => {
    const withHindi = [
      ...catalogue,
      project('i', { hindiProjectTitle: 'एक बहुत लंबा प्रोजेक्ट नाम' }),
      project('j', { hindiProjectTitle: 'छोटा नाम' }),
      project('k', { city: 'Goa', hindiProjectTitle: 'गोवा का घर' }),
    ];
    const chosen = hindiProjectsToAudit(withHindi);
    expect(chosen.map((page) => page.link).sort()).toEqual([
      '/hi/project/view/a',
      '/hi/project/view/b',
      '/hi/project/view/c',
      '/hi/project/view/d',
      '/hi/project/view/i',
      '/hi/project/view/k',
    ]);
    expect(chosen.find((page) => page.link === '/hi/project/view/i')?.why).toBe(
      "Pune's longest Hindi title (एक बहुत लंबा प्रोजेक्ट नाम)",
    );
  });
});
