import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '@phjobs/web-core/router';
import { APPLY_METHOD, WEEKDAY } from '@phjobs/contracts/codes';
import type { JobAdDetail } from '@phjobs/contracts/jobs';
import { causeOf } from '@phjobs/ui/cause';
import { fileUrl } from '@phjobs/web-core/api';
import { Async } from '@phjobs/ui/components/Async';
import { BottomBar } from '@phjobs/ui/components/BottomBar';
import { Button } from '@phjobs/ui/components/Button';
import { Badge, Chip } from '@phjobs/ui/components/Chip';
import { BackIcon, ChatIcon, ChevronRightIcon, CloseIcon, ExternalIcon, MapPinIcon } from '@phjobs/ui/components/Icons';
import { ErrorScreen } from '@phjobs/ui/components/ErrorScreen';
import { Modal } from '@phjobs/ui/components/Modal';
import { NotFound } from '@phjobs/ui/components/NotFound';
import { usePaneScroller } from '@phjobs/ui/components/SplitView';
import { formatDate, formatPhone } from '@phjobs/ui/format';
import { isCompanyType, useSession } from '@phjobs/web-core/session';
import { useApiQuery } from '@phjobs/web-core/query';
import { chatErrorText, openRoom } from '../api/chat';
import { fetchJobAd, postChatApplication } from '../api/jobs';
import { ImageCarousel } from '../components/ImageCarousel';
import { ScrapButton } from '../components/ScrapButton';
import { WorkplaceMap } from '../components/WorkplaceMap';
import { adBadges, deadlineBadge } from '../domain/badges';
import { rememberViewedAd } from '../domain/recent-ads';
import { activeSection, headerTitle, tabBarVisible } from '../domain/scroll';
import {
  educationText,
  employeeTypeText,
  languageText,
  nationalityText,
  salaryText,
  websiteHref,
  workingDayText,
  workingHourText,
  workingPeriodText,
  workTypeText,
} from '../domain/texts';

/** Recently viewed ads, kept on the device: keyed by ad id, at most 30, latest first. */
export { RECENT_ADS_KEY } from '../domain/recent-ads';

const HEADER_H = 56;
const TABS_H = 48;

const SECTIONS = [
  { key: 'recruitment', label: 'Recruitment condition' },
  { key: 'detail', label: 'Detailed condition' },
  { key: 'company', label: 'Company information' },
] as const;
type SectionKey = (typeof SECTIONS)[number]['key'];

/** Apply screens per method (018A online ... 018F onsite): /ad/apply/{method}?id={id}. */
const APPLY_SCREEN: Record<string, string> = { '018A': 'online', '018C': 'email', '018D': 'telephone', '018F': 'onsite' };

/** The ad shown in the detail pane of a desktop list, beside the list, rather than as a page. */
type PaneMode = {
  /** Clears the selection (the pane's close button). */
  onClose: () => void;
};

export function JobAdDetailScreen() {
  const { jobId } = useParams();
  const [params] = useSearchParams();
  const raw = jobId ?? params.get('id') ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1) return <NotFound home={<Link to="/ad/all">See all jobs</Link>} />;
  return <JobAdDetail id={id} />;
}

/** The ad of the desktop list's detail pane (loaded with the detail's chunk, when an ad is selected). */
export function JobAdPane({ id, onClose }: { id: number } & PaneMode) {
  return <JobAdDetail id={id} pane={{ onClose }} />;
}

function JobAdDetail({ id, pane }: { id: number; pane?: PaneMode }) {
  const email = useSession((s) => s.user?.email ?? '');
  const req = useApiQuery(['jobs', 'fetchJobAd', id, email], (signal) => fetchJobAd(id, signal));
  if (pane && req.status === 'error') {
    // an ad that is gone (or a failed call) in the pane: the error, with the pane's close button
    return (
      <div className="jobs-detail jobs-detail--pane">
        <header className="jobs-detail-header jobs-detail-header--pane">
          <button type="button" className="ph-icon-btn" onClick={pane.onClose} aria-label="Close the ad">
            <CloseIcon />
          </button>
          <p className="jobs-detail-header__title">Job ad</p>
        </header>
        <ErrorScreen cause={causeOf(req.error)} onRetry={req.reload} />
      </div>
    );
  }
  return <Async state={req}>{(ad) => <JobAdView ad={ad} id={id} {...(pane ? { pane } : {})} />}</Async>;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="jobs-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Where the detail scrolls: the window for the page, the pane's element in the split view. Positions
 * are measured from the top of what scrolls, so the scroll rules are the same in both.
 */
type ScrollHost = { target: Window | HTMLElement; top: () => number; scrollY: () => number; atBottom: () => boolean };

const windowHost: ScrollHost = {
  target: window,
  top: () => 0,
  scrollY: () => window.scrollY,
  atBottom: () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2,
};

const elementHost = (el: HTMLElement): ScrollHost => ({
  target: el,
  top: () => el.getBoundingClientRect().top,
  scrollY: () => el.scrollTop,
  atBottom: () => el.clientHeight + el.scrollTop >= el.scrollHeight - 2,
});

function JobAdView({ ad, id, pane }: { ad: JobAdDetail; id: number; pane?: PaneMode }) {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const [view, setView] = useState<'ad' | 'map'>('ad');
  const [dialog, setDialog] = useState<null | 'apply' | 'reportLogin'>(null);
  const [applying, setApplying] = useState(false);
  const [chatOpening, setChatOpening] = useState(false);
  const [chatError, setChatError] = useState<string | null>(null);
  const [scrolledTitle, setScrolledTitle] = useState(false);
  const [tabsShown, setTabsShown] = useState(false);
  const [active, setActive] = useState<SectionKey>('recruitment');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const sectionRefs = useRef<Partial<Record<SectionKey, HTMLElement | null>>>({});
  const paneScroller = usePaneScroller();
  // in a pane, nothing to follow until the pane's element is known
  const host = pane ? (paneScroller ? elementHost(paneScroller) : null) : windowHost;
  const now = new Date();

  useEffect(() => {
    rememberViewedAd(id, ad);
  }, [id, ad]);

  useEffect(() => {
    if (view !== 'ad' || !host) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const title = titleRef.current?.getBoundingClientRect();
      if (!title) return;
      const top = host.top();
      setScrolledTitle(headerTitle(ad.title, title.bottom - top, HEADER_H) !== 'Job ad');
      setTabsShown(tabBarVisible(title.top - top, host.scrollY()));
      const tops = SECTIONS.map((s) => [s.key, (sectionRefs.current[s.key]?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY) - top] as const);
      setActive(activeSection(tops, HEADER_H + TABS_H, host.atBottom()) ?? 'recruitment');
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    host.target.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      host.target.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- host is derived from paneScroller
  }, [view, ad.title, paneScroller]);

  if (view === 'map') {
    return <WorkplaceMap address={ad.workPlace} lat={ad.lat} lng={ad.lng} onBack={() => setView('ad')} />;
  }

  const scrollTo = (key: SectionKey) => {
    const el = sectionRefs.current[key];
    if (!el || !host) return;
    host.target.scrollTo({ top: el.getBoundingClientRect().top - host.top() + host.scrollY() - HEADER_H - TABS_H + 1, behavior: 'smooth' });
  };

  const salary = salaryText(ad.salary, ad.salaryCode);
  const deadline = deadlineBadge(ad.jobDeadlineDate, ad.workType.length > 0, now);
  const isCompany = isCompanyType(user?.userType);
  const chatUrl = (apply: boolean) => `/chats/apply/apply_${id}_${user?.userId ?? ''}?title=${encodeURIComponent(ad.title)}${apply ? '&apply=true' : ''}`;
  const logo = fileUrl(ad.logoKey);

  /** The Chat button: open (or find) the room of this ad (POST /chats/rooms), then go to it. */
  const openChat = async () => {
    if (!user) {
      navigate('/enter');
      return;
    }
    setChatOpening(true);
    try {
      const room = await openRoom(id);
      navigate(`/chats/apply/${room.chatUrl}?title=${encodeURIComponent(ad.title)}`);
    } catch (error) {
      setChatError(chatErrorText(error));
    } finally {
      setChatOpening(false);
    }
  };

  const choose = async (code: string) => {
    if (code === '018E') {
      const href = websiteHref(ad.websiteUrl);
      setDialog(null);
      if (href) window.open(href, '_blank', 'noopener');
      return;
    }
    if (code === '0190' || code === '018B') {
      setApplying(true);
      try {
        await postChatApplication(id);
      } catch (error) {
        console.error('chat apply failed', error); // the spec: success or failure both lead to chat
      }
      try {
        await openRoom(id); // the room exists before its screen asks for it (idempotent)
      } catch {
        /* the room screen says what is wrong */
      }
      setApplying(false);
      setDialog(null);
      navigate(chatUrl(true));
      return;
    }
    setDialog(null);
    navigate(`/ad/apply/${APPLY_SCREEN[code] ?? 'online'}?id=${id}`);
  };

  // one level under the title: h1 > h2 on the ad's page, h2 > h3 in the list's pane
  const TitleHeading = pane ? 'h2' : 'h1';
  const SectionHeading = pane ? 'h3' : 'h2';
  const SubHeading = pane ? 'h4' : 'h3';

  const tabBar = (
    <nav className={`jobs-tabbar${tabsShown ? ' jobs-tabbar--shown' : ''}`} aria-label="Sections" aria-hidden={!tabsShown}>
      {SECTIONS.map((s) => (
        <button key={s.key} type="button" tabIndex={tabsShown ? 0 : -1} className={`jobs-tabbar__tab${active === s.key ? ' jobs-tabbar__tab--active' : ''}`} aria-current={active === s.key} onClick={() => scrollTo(s.key)}>
          {s.label}
        </button>
      ))}
    </nav>
  );

  return (
    <article className={pane ? 'jobs-detail jobs-detail--pane' : 'jobs-detail'}>
      {pane ? (
        // in the pane: close (clears the selection), the title, the ad's own page and the scrap button; the tab bar hangs under it
        <header className="jobs-detail-header jobs-detail-header--pane">
          <button type="button" className="ph-icon-btn" onClick={pane.onClose} aria-label="Close the ad">
            <CloseIcon />
          </button>
          <p className="jobs-detail-header__title" aria-hidden="true">
            {scrolledTitle ? ad.title : 'Job ad'}
          </p>
          <span className="jobs-detail-header__side">
            <Link to={`/ad/all/${id}`} className="ph-icon-btn" aria-label="Open the ad's page" title="Open the ad's page">
              <ExternalIcon width={20} height={20} />
            </Link>
            <ScrapButton jobId={id} initial={ad.isScrapped} />
          </span>
          {tabBar}
        </header>
      ) : (
        <>
          <header className="jobs-detail-header">
            <button type="button" className="ph-icon-btn" onClick={() => navigate(-1)} aria-label="Back">
              <BackIcon />
            </button>
            {/* the bar's label ('Job ad', then the title once it has scrolled under the bar) repeats
                what the page's h1 says: hidden from assistive technology */}
            <p className="jobs-detail-header__title" aria-hidden="true">
              {scrolledTitle ? ad.title : 'Job ad'}
            </p>
            <span className="jobs-detail-header__side">
              <ScrapButton jobId={id} initial={ad.isScrapped} />
            </span>
          </header>
          {tabBar}
        </>
      )}

      <ImageCarousel images={ad.jobImageList} fallback={ad.comapnyName} logoKey={ad.logoKey} />

      <section className="ph-section jobs-detail-top">
        <p className="jobs-posted">Posted {formatDate(ad.jobCreatedAt)}</p>
        <div className="ph-badges">
          {adBadges(ad, now).map((b) => (
            <Badge key={b.label} tone={b.tone}>
              {b.label}
            </Badge>
          ))}
        </div>
        {/* the page's one h1 (its document title '{title} - {company}'); an h2 in the list's pane */}
        <TitleHeading className="jobs-detail-title" ref={titleRef} {...(pane ? {} : { 'data-page-title': `${ad.title} - ${ad.comapnyName}` })}>
          {ad.title}
        </TitleHeading>
        <p className="jobs-detail-company">{ad.comapnyName}</p>
        <dl className="jobs-summary">
          <div>
            <dt>Salary</dt>
            <dd>
              {salary.negotiable ? (
                'Negotiable'
              ) : (
                <>
                  <span className="jobs-unit">{salary.unit}</span> {salary.amount}
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>Work Type</dt>
            <dd>{workTypeText(ad.workType)}</dd>
          </div>
          <div>
            <dt>Workdays</dt>
            <dd>{workingDayText(ad.workingDayCode, ad.workingDaySelectedList, ad.workingDayNagotiable)}</dd>
          </div>
          <div>
            <dt>Working time</dt>
            <dd>{workingHourText(ad.workingHourCode, ad.workingHourNagotiable, ad.workingHourFrom, ad.workingHourTo)}</dd>
          </div>
        </dl>
      </section>

      <section className="ph-section" id="recruitment" ref={(el) => void (sectionRefs.current.recruitment = el)} aria-labelledby="sec-recruitment">
        <SectionHeading className="ph-section-title" id="sec-recruitment">
          Recruitment conditions
        </SectionHeading>
        <dl className="jobs-rows">
          <Row label="Deadline">
            {ad.jobDeadlineDate ? (
              <span className="ph-row">
                {formatDate(ad.jobDeadlineDate)}
                {deadline ? <Badge tone={deadline.tone}>{deadline.label}</Badge> : null}
              </span>
            ) : (
              'Until filled'
            )}
          </Row>
          <Row label="Recruitment">{ad.noOfVacancy ? `${ad.noOfVacancy} ${ad.noOfVacancy === 1 ? 'person' : 'people'}` : 'Not specified'}</Row>
          <Row label="Education">{educationText(ad.education)}</Row>
          <Row label="Preference">
            {ad.preferenceList.length ? (
              <span className="ph-chip-group">
                {ad.preferenceList.map((p) => (
                  <Chip key={p.id}>{p.name}</Chip>
                ))}
              </span>
            ) : (
              'None'
            )}
          </Row>
        </dl>
        <div className="jobs-workplace">
          <SubHeading className="jobs-subtitle">Workplace</SubHeading>
          <p className="jobs-workplace__address">
            <MapPinIcon width={16} height={16} />
            {ad.workPlace || 'No address given'}
          </p>
          <Button variant="outline" block onClick={() => setView('map')}>
            Check the workplace
          </Button>
        </div>
      </section>

      <section className="ph-section" id="detail" ref={(el) => void (sectionRefs.current.detail = el)} aria-labelledby="sec-detail">
        <SectionHeading className="ph-section-title" id="sec-detail">
          Employment conditions
        </SectionHeading>
        <dl className="jobs-rows">
          <Row label="Salary">
            {salary.negotiable ? (
              <Badge>Negotiable</Badge>
            ) : (
              <span className="ph-row">
                <Badge tone="accent">{salary.unit}</Badge>
                <strong>{salary.amount}</strong>
              </span>
            )}
          </Row>
          <Row label="Period">{workingPeriodText(ad.workingPeriodCode, ad.workingPeriodNagotiable)}</Row>
          <Row label="Working day">
            {workingDayText(ad.workingDayCode, ad.workingDaySelectedList, ad.workingDayNagotiable)}
            {ad.workingDayCode === '007G' && ad.workingDaySelectedList.length ? (
              <span className="ph-muted"> ({ad.workingDaySelectedList.map((d) => WEEKDAY[d as keyof typeof WEEKDAY] ?? d).join(', ')})</span>
            ) : null}
          </Row>
          <Row label="Working Hour">{workingHourText(ad.workingHourCode, ad.workingHourNagotiable, ad.workingHourFrom, ad.workingHourTo)}</Row>
          <Row label="Specialization">{ad.specializationList.length ? ad.specializationList.map((s) => s.name).join(', ') : 'Not specified'}</Row>
          <Row label="Employment type">{employeeTypeText(ad.employeeTypeList)}</Row>
          <Row label="Welfare benefits">
            {ad.welfarebenefitList.length ? (
              <span className="ph-chip-group">
                {ad.welfarebenefitList.map((w) => (
                  <Chip key={w.id}>{w.name}</Chip>
                ))}
              </span>
            ) : (
              'None'
            )}
          </Row>
          <Row label="Nationality">{nationalityText(ad.nationality)}</Row>
          <Row label="Language">{languageText(ad.language)}</Row>
          <Row label="Work Type">{workTypeText(ad.workType)}</Row>
        </dl>
        {ad.jobDescription ? (
          <div className="jobs-description">
            <SubHeading className="jobs-subtitle">Job description</SubHeading>
            <p>{ad.jobDescription}</p>
          </div>
        ) : null}
      </section>

      <section className="ph-section" id="company" ref={(el) => void (sectionRefs.current.company = el)} aria-labelledby="sec-company">
        <SectionHeading className="ph-section-title" id="sec-company">
          Contact info
        </SectionHeading>
        <div className="jobs-company">
          <div className="jobs-company__logo" aria-hidden="true">
            {logo ? <img src={logo} alt="" /> : <span>{ad.comapnyName.trim().charAt(0).toUpperCase()}</span>}
          </div>
          <strong>{ad.comapnyName}</strong>
        </div>
        <dl className="jobs-rows">
          <Row label="Manager">{ad.contactInfo.manager || '-'}</Row>
          <Row label="Phone">
            {ad.contactInfo.phoneNumber.length ? (
              <span className="ph-stack jobs-phones">
                {ad.contactInfo.phoneNumber.map((p) => (
                  <a key={p} href={`tel:${formatPhone(p).replace(/\s/g, '')}`}>
                    {formatPhone(p)}
                  </a>
                ))}
              </span>
            ) : (
              '-'
            )}
          </Row>
          <Row label="E-mail">{ad.contactInfo.email ? <a href={`mailto:${ad.contactInfo.email}`}>{ad.contactInfo.email}</a> : '-'}</Row>
          <Row label="Fax">{ad.contactInfo.fax || '-'}</Row>
        </dl>
        <p className="jobs-caution">
          Using this contact information for advertising or any purpose other than applying for this job may bring legal penalties.
        </p>
      </section>

      {user ? (
        <Link className="jobs-report" to={`/report?route=job&targetId=${id}`}>
          Please report inappropriate Job Ads.
          <ChevronRightIcon width={18} height={18} />
        </Link>
      ) : (
        <button type="button" className="jobs-report" onClick={() => setDialog('reportLogin')}>
          Please report inappropriate Job Ads.
          <ChevronRightIcon width={18} height={18} />
        </button>
      )}

      {isCompany ? null : (
        <BottomBar label="Apply">
          <Button variant="outline" size="lg" className="jobs-chat-btn" loading={chatOpening} onClick={() => void openChat()}>
            <ChatIcon width={20} height={20} />
            Chat
          </Button>
          <Button size="lg" className="jobs-apply-btn" onClick={() => (user ? setDialog('apply') : navigate('/enter'))}>
            Apply
          </Button>
        </BottomBar>
      )}

      <Modal open={dialog === 'apply'} title="How to apply" onClose={() => setDialog(null)}>
        {ad.applyList.length ? (
          <ul className="jobs-apply-list">
            {ad.applyList.map((code) => (
              <li key={code}>
                <button type="button" className="jobs-apply-choice" disabled={applying} onClick={() => void choose(code)}>
                  {APPLY_METHOD[code as keyof typeof APPLY_METHOD] ?? code}
                  <ChevronRightIcon width={18} height={18} />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="ph-muted">This ad gives no way to apply online.</p>
        )}
      </Modal>

      <Modal open={chatError !== null} title="Chat" onClose={() => setChatError(null)} footer={<Button block onClick={() => setChatError(null)}>OK</Button>}>
        <p role="alert">{chatError}</p>
      </Modal>

      <Modal
        open={dialog === 'reportLogin'}
        title="Only Individual members can report."
        onClose={() => setDialog(null)}
        footer={
          <Button
            block
            onClick={() => {
              void logout().then(() => navigate('/enter'));
            }}
          >
            Login
          </Button>
        }
      >
        <p>In job ad, only members can report ad. If you want to report, please log in as an individual or business member.</p>
      </Modal>
    </article>
  );
}
