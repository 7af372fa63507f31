// Small inline icons (no icon font, no extra request). Decorative: aria-hidden.
type IconProps = { className?: string };
const base = (d: React.ReactNode, className = 'h-5 w-5') => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden="true" focusable="false">
    {d}
  </svg>
);
export const MenuIcon = ({ className }: IconProps) => base(<path d="M4 6h16M4 12h16M4 18h16" />, className);
export const SearchIcon = ({ className }: IconProps) => base(<><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></>, className);
export const PhoneIcon = ({ className }: IconProps) => base(<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />, className);
export const HomeIcon = ({ className }: IconProps) => base(<><path d="m3 10 9-7 9 7v10a2 2 0 0 1-2 2h-4v-7H9v7H5a2 2 0 0 1-2-2z" /></>, className);
export const GridIcon = ({ className }: IconProps) => base(<><rect x="3" y="3" width="7" height="7" /><rect x="14" y="3" width="7" height="7" /><rect x="3" y="14" width="7" height="7" /><rect x="14" y="14" width="7" height="7" /></>, className);
export const HeartIcon = ({ className }: IconProps) => base(<path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />, className);
export const UserIcon = ({ className }: IconProps) => base(<><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></>, className);
export const ChevronDownIcon = ({ className }: IconProps) => base(<path d="m6 9 6 6 6-6" />, className ?? 'h-4 w-4');
export const ArrowUpIcon = ({ className }: IconProps) => base(<path d="M12 19V5M5 12l7-7 7 7" />, className);
export const CloseIcon = ({ className }: IconProps) => base(<path d="M18 6 6 18M6 6l12 12" />, className);
export const ExternalIcon = ({ className }: IconProps) => base(<path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />, className ?? 'h-3.5 w-3.5');
export const TagIcon = ({ className }: IconProps) => base(<><path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8z" /><circle cx="7" cy="7" r="1.5" /></>, className);
export const GiftIcon = ({ className }: IconProps) => base(<><rect x="3" y="8" width="18" height="4" /><path d="M12 8v13M19 12v9H5v-9M7.5 8a2.5 2.5 0 1 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 1 1 0 5" /></>, className);
export const StarIcon = ({ className }: IconProps) => base(<path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />, className);
export const InfoIcon = ({ className }: IconProps) => base(<><circle cx="12" cy="12" r="9" /><path d="M12 16v-4M12 8h.01" /></>, className);

/** The optional icon of a navigation menu item, by name; unknown names show nothing. */
export function MenuItemIcon({ name }: { name: string | null }) {
  const icons: Record<string, (p: IconProps) => React.ReactElement> = {
    home: HomeIcon, category: GridIcon, grid: GridIcon, tag: TagIcon, offer: TagIcon, gift: GiftIcon,
    star: StarIcon, phone: PhoneIcon, info: InfoIcon, heart: HeartIcon, user: UserIcon,
  };
  const Icon = name ? icons[name.toLowerCase()] : undefined;
  return Icon ? <Icon className="h-4 w-4" /> : null;
}
