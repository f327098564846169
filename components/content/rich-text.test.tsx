import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('renders a stored bid notice formatted, not as literal tags', () => {
    const notice =
      '<p>本项目为<strong>墙体保温</strong>材料集中采购。</p><ul><li>标段一：岩棉板</li><li>标段二：挤塑板</li></ul>' +
      '<p>详见<a href="/bid/list">招标列表</a></p><script>alert(1)</script>';
    const { container } = render(<RichText html={notice} />);
    expect(container.textContent).not.toContain('<p>');
    expect(container.textContent).not.toContain('alert');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('墙体保温').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '标段一：岩棉板',
      '标段二：挤塑板',
    ]);
    expect(screen.getByRole('link', { name: '招标列表' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
  });

  it('shows plain text from older rows as paragraphs', () => {
    const { container } = render(<RichText html={'第一段\n\n第二段：厚度 < 5cm'} />);
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container.textContent).toContain('第二段：厚度 < 5cm');
  });
});
