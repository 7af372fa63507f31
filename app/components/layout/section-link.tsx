// A link to a section of a menu (the tab bar, the dashboard's and the console's menus) that
// knows whether its section is the one shown: `aria-current="page"` and the active style when
// the path is the current one (`end`) or, without `end`, when the current path lies under it.
// React Router's NavLink does the same plus pending and view-transition states these menus do
// not use; this one keeps its code out of every page's JavaScript (docs/decisions/064).
import { Link, useLocation } from 'react-router';
import { isSectionActive } from '../../../core/layout-rules';

export function SectionLink({
  to,
  end = false,
  className,
  viewTransition,
  children,
}: {
  to: string;
  end?: boolean;
  className: (active: boolean) => string;
  viewTransition?: boolean;
  children: React.ReactNode | ((active: boolean) => React.ReactNode);
}) {
  const active = isSectionActive(useLocation().pathname, to, end);
  return (
    <Link to={to} viewTransition={viewTransition} aria-current={active ? 'page' : undefined} className={className(active)}>
      {typeof children === 'function' ? children(active) : children}
    </Link>
  );
}
