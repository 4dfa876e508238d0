import { Link } from '@phjobs/web-core/router';
import { ChevronRightIcon } from '@phjobs/ui/components/Icons';
import { MY_PAGE_LINKS, type MyPageLink } from '../domain/mypage-nav';

/** The my-page links; `current` (desktop navigation) is marked as the page the user is on. */
export function MyPageMenu({ current = null }: { current?: MyPageLink['to'] | null }) {
  return (
    <nav className="acc-menu" aria-label="My page">
      {MY_PAGE_LINKS.map((l) => (
        <Link key={l.to} to={l.to} className="acc-menu__item" aria-current={l.to === current ? 'page' : undefined}>
          {l.label}
          <ChevronRightIcon width={18} height={18} />
        </Link>
      ))}
    </nav>
  );
}
