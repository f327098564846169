import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaseGrid, caseHref, HallGrid, hallHref } from './design-cards';

describe('design cards', () => {
  it('names the cover link of a case by its title and keeps one Tab stop per case', () => {
    render(
      <CaseGrid label="设计案例" cases={[{ id: 7, name: '江南新中式别墅', coverUrl: '/c.jpg' }]} />,
    );
    const links = screen.getAllByRole('link', { name: '江南新中式别墅' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([caseHref(7), caseHref(7)]);
    expect(links.filter((a) => a.tabIndex >= 0)).toHaveLength(1);
  });

  it('names the cover link of a design hall by its name', () => {
    render(<HallGrid label="设计馆" halls={[{ id: 3, name: '一舍设计', coverUrl: '/h.jpg' }]} />);
    const links = screen.getAllByRole('link', { name: '一舍设计' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([hallHref(3), hallHref(3)]);
    expect(links.filter((a) => a.tabIndex >= 0)).toHaveLength(1);
  });
});
