/**
 * The first screens drawn on the server: the same elements and classes as the shell's header and
 * the remotes' screens (shell/src/Header.tsx, mfe-jobs JobAdDetail.tsx and AdCard.tsx, mfe-community
 * Home.tsx), styled by their own stylesheets, so that the app's first frame looks the same. Plain
 * links and a GET search form: the page works before (and without) JavaScript. Text only from the
 * answers, escaped.
 */
import type { Banner } from '@phjobs/contracts/community';
import type { JobAdDetail, JobListResponse } from '@phjobs/contracts/jobs';
import type { SimilarAd } from '@phjobs/contracts/job-pages';
import { paidServiceClass } from '@phjobs/contracts/paid-services';
import { formatDate, formatJobCount } from '@phjobs/ui/format';
import {
  educationText,
  employeeTypeText,
  salaryText,
  workingDayText,
  workingHourText,
  workingPeriodText,
  workTypeText,
} from '@phjobs/ui/job-texts';
import { esc, paragraphs } from './html.ts';

const svg = (size: number, inner: string) =>
  `<svg viewBox="0 0 24 24" width="${size}" height="${size}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${inner}</svg>`;
const ICON = {
  back: (s = 22) => svg(s, '<path d="M15 5l-7 7 7 7"/>'),
  chevronDown: (s = 16) => svg(s, '<path d="M6 9l6 6 6-6"/>'),
  search: (s = 20) => svg(s, '<circle cx="11" cy="11" r="7"/><path d="M20 20l-3.5-3.5"/>'),
  filter: (s = 18) => svg(s, '<path d="M4 6h16M7 12h10M10 18h4"/>'),
  bookmark: (s = 22) => svg(s, '<path d="M6 3h12v18l-6-4-6 4z" fill="none"/>'),
  list: (s = 28) => svg(s, '<path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01"/>'),
  mapPin: (s = 16) => svg(s, '<path d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11z"/><circle cx="12" cy="10" r="2.5"/>'),
};

/** URL of a stored file (web-core fileUrl): `/files/<key>`, each segment encoded. */
export function fileUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  return `/files/${key.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`;
}

/** The shell's header as a visitor sees it (Header.tsx). */
export function header(section: 'jobs' | 'community' | null): string {
  const link = (href: string, label: string, current: boolean) =>
    `<a href="${href}" class="shell-nav__link${current ? ' shell-nav__link--current' : ''}"${current ? ' aria-current="true"' : ''}>${label}</a>`;
  return `<header class="shell-header"><div class="shell-header__inner"><a href="/" class="shell-logo"><span class="shell-logo__mark" aria-hidden="true">PH</span><span class="shell-logo__text">PH Jobs</span></a><nav class="shell-nav" aria-label="Main">${link('/ad/all', 'Jobs', section === 'jobs')}${link('/jobTalk', 'Community', section === 'community')}</nav><a href="/enter" class="shell-nav__link shell-nav__login">Login</a></div></header>`;
}

export const main = (inner: string) => `<main class="shell-main">${inner}</main>`;

/** The scrap button (ScrapButton.tsx) before the app: a visitor's scrap asks for a login. */
const scrapLink = (extra = '') => `<a href="/enter" class="jobs-scrap${extra}" aria-label="Scrap this ad">${ICON.bookmark()}</a>`;

const badge = (text: string, tone = 'default') => `<span class="ph-badge ph-badge--${tone}">${esc(text)}</span>`;

function salaryHtml(salary: number | null, salaryCode: string, strong = false): string {
  const s = salaryText(salary, salaryCode);
  if (s.negotiable) return badge('Negotiable');
  return strong ? `<span class="ph-row">${badge(s.unit, 'accent')}<strong>${esc(s.amount)}</strong></span>` : `<span class="jobs-unit">${esc(s.unit)}</span> ${esc(s.amount)}`;
}

const row = (label: string, value: string) => `<div class="jobs-row"><dt>${esc(label)}</dt><dd>${value}</dd></div>`;

/**
 * An ongoing ad's page (JobAdDetail.tsx's first screen and its sections): the job title is the
 * page's h1. `image` is the carousel's first picture (the ad's first image or the logo).
 */
export function adScreen(ad: JobAdDetail, image: { url: string; alt: string } | null): string {
  const salary = salaryText(ad.salary, ad.salaryCode);
  const badges = [ad.isEmploymentContact ? 'Employment Contract' : '', ad.isThreeMajor ? '3 Major Insurances' : '', ad.isPermit ? 'Business Permit' : ''].filter(Boolean);
  const carousel = image
    ? ad.jobImageList.length
      ? `<div class="jobs-carousel"><div class="jobs-carousel__track"><div class="jobs-carousel__slide"><img src="${esc(image.url)}" alt="${esc(image.alt)}" fetchpriority="high"></div></div></div>`
      : `<div class="jobs-carousel jobs-carousel--empty" aria-hidden="true"><img src="${esc(image.url)}" alt="" fetchpriority="high"></div>`
    : `<div class="jobs-carousel jobs-carousel--empty" aria-hidden="true"><span>${esc(ad.comapnyName.trim().charAt(0).toUpperCase())}</span></div>`;
  const logo = fileUrl(ad.logoKey);
  return `<article class="jobs-detail">
<header class="jobs-detail-header"><a href="/ad/all" class="ph-icon-btn" aria-label="All jobs">${ICON.back()}</a><p class="jobs-detail-header__title">Job ad</p><span class="jobs-detail-header__side">${scrapLink()}</span></header>
${carousel}
<section class="ph-section jobs-detail-top"><p class="jobs-posted">Posted ${esc(formatDate(ad.jobCreatedAt))}</p><div class="ph-badges">${badges.map((b) => badge(b, 'success')).join('')}</div>
<h1 class="jobs-detail-title">${esc(ad.title)}</h1><p class="jobs-detail-company">${esc(ad.comapnyName)}</p>
<dl class="jobs-summary"><div><dt>Salary</dt><dd>${salary.negotiable ? 'Negotiable' : salaryHtml(ad.salary, ad.salaryCode)}</dd></div><div><dt>Work Type</dt><dd>${esc(workTypeText(ad.workType))}</dd></div><div><dt>Workdays</dt><dd>${esc(workingDayText(ad.workingDayCode, ad.workingDaySelectedList, ad.workingDayNagotiable))}</dd></div><div><dt>Working time</dt><dd>${esc(workingHourText(ad.workingHourCode, ad.workingHourNagotiable, ad.workingHourFrom, ad.workingHourTo))}</dd></div></dl></section>
<section class="ph-section"><h2 class="ph-section-title">Recruitment conditions</h2><dl class="jobs-rows">${row('Deadline', ad.jobDeadlineDate ? esc(formatDate(ad.jobDeadlineDate)) : 'Until filled')}${row('Recruitment', ad.noOfVacancy ? `${ad.noOfVacancy} ${ad.noOfVacancy === 1 ? 'person' : 'people'}` : 'Not specified')}${row('Education', esc(educationText(ad.education)))}</dl>
<div class="jobs-workplace"><h3 class="jobs-subtitle">Workplace</h3><p class="jobs-workplace__address">${ICON.mapPin()}${esc(ad.workPlace || 'No address given')}</p></div></section>
<section class="ph-section"><h2 class="ph-section-title">Employment conditions</h2><dl class="jobs-rows">${row('Salary', salaryHtml(ad.salary, ad.salaryCode, true))}${row('Period', esc(workingPeriodText(ad.workingPeriodCode, ad.workingPeriodNagotiable)))}${row('Working day', esc(workingDayText(ad.workingDayCode, ad.workingDaySelectedList, ad.workingDayNagotiable)))}${row('Working Hour', esc(workingHourText(ad.workingHourCode, ad.workingHourNagotiable, ad.workingHourFrom, ad.workingHourTo)))}${row('Specialization', esc(ad.specializationList.length ? ad.specializationList.map((s) => s.name).join(', ') : 'Not specified'))}${row('Employment type', esc(employeeTypeText(ad.employeeTypeList)))}${row('Welfare benefits', esc(ad.welfarebenefitList.length ? ad.welfarebenefitList.map((w) => w.name).join(', ') : 'None'))}${row('Work Type', esc(workTypeText(ad.workType)))}</dl>
${ad.jobDescription.trim() ? `<div class="jobs-description"><h3 class="jobs-subtitle">Job description</h3>${paragraphs(ad.jobDescription)}</div>` : ''}</section>
<section class="ph-section"><h2 class="ph-section-title">Contact info</h2><div class="jobs-company"><div class="jobs-company__logo" aria-hidden="true">${logo ? `<img src="${esc(logo)}" alt="" loading="lazy">` : `<span>${esc(ad.comapnyName.trim().charAt(0).toUpperCase())}</span>`}</div><strong>${esc(ad.comapnyName)}</strong></div></section>
</article>`;
}

/** The 410 page of an ad that ended or was deleted: what it was, and ongoing ads like it as the list's cards. */
export function goneScreen(gone: { title: string; companyName: string; similar: readonly SimilarAd[] }): string {
  const cards = gone.similar
    .map(
      (s) =>
        `<li><div class="ad-card-wrap"><a href="/ad/all/${s.jobId}" class="ad-card jobs-gone__link"><div class="ad-card__logo" aria-hidden="true"><span>${esc(s.companyName.trim().charAt(0).toUpperCase() || '?')}</span></div><div class="ad-card__body"><p class="ad-card__company">${esc(s.companyName)}</p><h3 class="ad-card__title">${esc(s.title)}</h3>${
          s.city ? `<p class="ad-card__meta"><span class="ad-card__city">${ICON.mapPin(14)}${esc(s.city)}</span></p>` : ''
        }</div></a></div></li>`,
    )
    .join('');
  return `<div class="jobs-list-screen"><div class="ph-list-toolbar"><h1 class="ph-screen-title">This job ad has ended</h1></div><section class="ph-section"><p><strong>${esc(gone.title)}</strong> at ${esc(gone.companyName)} no longer takes applications.</p><p><a href="/ad/all" class="ph-btn ph-btn--primary ph-btn--md">See all jobs</a></p></section>${
    cards ? `<section class="ph-section"><h2 class="ph-section-title">Similar jobs</h2></section><ul class="ph-endless__items">${cards}</ul>` : ''
  }</div>`;
}

/** One card of a list (AdCard.tsx). */
function adCard(ad: JobListResponse['list'][number]): string {
  const logo = fileUrl(ad.logoKey);
  const classes = ['ad-card', ...(ad.paymentService ?? []).map((p) => paidServiceClass(p.serviceId))].join(' ');
  const salary = salaryText(ad.salary, ad.salaryCode);
  return `<li><div class="ad-card-wrap"><a href="/ad/all/${ad.jobId}" class="${esc(classes)}"><div class="ad-card__logo" aria-hidden="true">${
    logo ? `<img src="${esc(logo)}" alt="" loading="lazy">` : `<span>${esc(ad.companyName.trim().charAt(0).toUpperCase() || '?')}</span>`
  }</div><div class="ad-card__body"><p class="ad-card__company">${esc(ad.companyName)}</p><h2 class="ad-card__title">${esc(ad.title)}</h2><p class="ad-card__salary">${
    salary.negotiable ? badge('Negotiable') : `${badge(salary.unit, 'accent')}<strong>${esc(salary.amount)}</strong>`
  }</p><p class="ad-card__meta">${ad.city ? `<span class="ad-card__city">${ICON.mapPin(14)}${esc(ad.city)}</span>` : ''}<span>${esc(workingDayText(ad.workingDayCode, null))}</span><span>${esc(
    workingHourText(ad.workingHourCode, ad.workingHourNegotiable),
  )}</span><span>${esc(workingPeriodText(ad.workingPeriodCode, ad.workingPeriodNegotiable))}</span></p></div></a>${scrapLink(' ad-card__scrap')}</div></li>`;
}

/**
 * A list screen's first page (JobListScreen.tsx in JobSplit): title, count, sort, the cards. On
 * desktop the split view's frame (its sidebar and pane fill in with the app).
 */
export function listScreen(title: string, page: JobListResponse): string {
  const list = `<div class="jobs-list-screen"><div class="ph-list-toolbar"><h1 class="ph-screen-title">${esc(title)}</h1><div class="ph-search-bar"><a href="/ad/all" class="ph-detail-toggle" style="color:var(--ph-text)">${ICON.filter()}Detail search</a></div><div class="ph-list-toolbar__row"><p class="ph-count-line">${esc(
    formatJobCount(page.resultListCount),
  )}</p><div class="ph-sort"><span class="ph-sort__button">Register date${ICON.chevronDown()}</span></div></div></div><div class="ph-endless"><ul class="ph-endless__items">${page.list.map(adCard).join('')}</ul></div></div>`;
  return `<div class="ph-split ph-wide ph-split--side"><section class="ph-split__side" aria-label="Detail search"></section><div class="ph-split__main">${list}</div><section class="ph-split__pane" aria-label="Selected job ad"><div class="ph-pane-empty"><span class="ph-pane-empty__icon" aria-hidden="true">${ICON.list()}</span><p class="ph-pane-empty__title">Select a job</p><p class="ph-pane-empty__text">Choose a job in the list to see its details here.</p></div></section></div>`;
}

const MENU: readonly { label: string; to: string; icon: string }[] = [
  { label: 'Jobs', to: '/ad/all', icon: '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M8 7V5a2 2 0 012-2h4a2 2 0 012 2v2M3 13h18"/>' },
  { label: 'Resume', to: '/enter', icon: '<path d="M6 3h9l4 4v14H6z"/><path d="M9 12h7M9 16h7M9 8h4"/>' },
  { label: 'Chats', to: '/enter', icon: '<path d="M4 5h16v11H9l-5 4z"/>' },
  { label: 'Multilingual', to: '/multilingual', icon: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"/>' },
];

/**
 * The home's first screen as a visitor sees it (Home.tsx): the hero with the search box (a GET
 * form to /search), the visitor's menu, the first banner (its image the page's largest paint) and
 * the region bar.
 */
export function homeScreen(banner: Banner | null, region: string): string {
  const menu = MENU.map(
    (m) =>
      `<a href="${m.to}" class="home-menu__item"><span class="home-menu__icon"><svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" stroke-width="1.8" aria-hidden="true">${m.icon}</svg></span><span class="home-menu__label">${m.label}</span></a>`,
  ).join('');
  let bannerHtml = '';
  if (banner) {
    const img = `<img class="home-banners__img" src="${esc(fileUrl(banner.imageKey) ?? '')}" alt="${esc(banner.title)}" width="1200" height="450" fetchpriority="high" decoding="sync">`;
    const external = banner.link && !banner.link.startsWith('/');
    const box = banner.link
      ? `<a href="${esc(banner.link)}" class="home-banners__box"${external ? ' target="_blank" rel="noopener noreferrer"' : ''}>${img}</a>`
      : `<div class="home-banners__box">${img}</div>`;
    bannerHtml = `<div class="home-banners-slot"><div class="home-carousel home-banners"><div class="home-carousel__track"><div class="home-carousel__slide">${box}</div></div></div></div>`;
  }
  return `<div class="home"><section class="home-hero"><p class="home-hero__eyebrow">Jobs across the Philippines</p><h1 class="home-hero__title">Find your next job</h1><form class="home-search" role="search" action="/search" method="get">${ICON.search().replace('aria-hidden="true"', 'aria-hidden="true" class="home-search__icon"')}<input class="home-search__input" type="search" name="query" aria-label="Search jobs" placeholder="Job title, company or city"><button type="submit" class="ph-btn ph-btn--primary ph-btn--md">Search</button></form></section><nav class="home-menu" aria-label="Menu">${menu}</nav>${bannerHtml}<div class="home-region-bar"><span class="home-region-bar__label">Jobs in</span><span class="home-region-bar__button">${ICON.mapPin()}<span>${esc(region)}</span>${ICON.chevronDown()}</span></div></div>`;
}
