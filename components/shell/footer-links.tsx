import type { FooterLink } from '@/lib/theme';

/** A list of footer links (a realm's help links, the platform channels), desktop and phone. */
export function FooterLinks({
  links,
  className,
}: {
  links: readonly FooterLink[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href}>{l.label}</a>
        </li>
      ))}
    </ul>
  );
}
