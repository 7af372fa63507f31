// Small decorative icons (aria-hidden). Their drawings live in one cached SVG sprite
// (public/icons/sprite-2.svg), not in the JavaScript: each icon is a <use> of a symbol there.
// Change a drawing: edit the sprite and bump its number here and in its file name.
const ICON_SPRITE = '/icons/sprite-2.svg';
type IconProps = { className?: string };

export function Icon({ id, className = 'h-5 w-5' }: { id: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE}#${id}`} />
    </svg>
  );
}

export const MenuIcon = ({ className }: IconProps) => <Icon id="menu" className={className} />;
export const SearchIcon = ({ className }: IconProps) => <Icon id="search" className={className} />;
export const PhoneIcon = ({ className }: IconProps) => <Icon id="phone" className={className} />;
export const HomeIcon = ({ className }: IconProps) => <Icon id="home" className={className} />;
export const GridIcon = ({ className }: IconProps) => <Icon id="grid" className={className} />;
export const HeartIcon = ({ className }: IconProps) => <Icon id="heart" className={className} />;
export const UserIcon = ({ className }: IconProps) => <Icon id="user" className={className} />;
export const ChevronDownIcon = ({ className }: IconProps) => <Icon id="chevron-down" className={className ?? 'h-4 w-4'} />;
export const ArrowUpIcon = ({ className }: IconProps) => <Icon id="arrow-up" className={className} />;
export const CloseIcon = ({ className }: IconProps) => <Icon id="close" className={className} />;
export const BellIcon = ({ className }: IconProps) => <Icon id="bell" className={className} />;
export const ExternalIcon = ({ className }: IconProps) => <Icon id="external" className={className ?? 'h-3.5 w-3.5'} />;

/** The optional icon of a navigation menu item, by name; unknown names show nothing. */
const MENU_ICONS: Record<string, string> = {
  home: 'home', category: 'grid', grid: 'grid', tag: 'tag', offer: 'tag', gift: 'gift',
  star: 'star', phone: 'phone', info: 'info', heart: 'heart', user: 'user',
};

export function MenuItemIcon({ name }: { name: string | null }) {
  const id = name ? MENU_ICONS[name.toLowerCase()] : undefined;
  return id ? <Icon id={id} className="h-4 w-4" /> : null;
}
