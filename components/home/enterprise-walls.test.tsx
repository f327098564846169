import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeveloperWall } from './enterprise-walls';

describe('DeveloperWall', () => {
  it('shows each developer by its whole name, also as the tile title', () => {
    const name = '中国海外发展有限公司华南区域公司';
    render(<DeveloperWall developers={[{ id: 1, name, logo: null, developersLevel: null }]} />);
    expect(screen.getByText(name)).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveAttribute('title', name);
  });
});
