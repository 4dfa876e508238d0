import { useId, useState } from 'react';
import { Link, useSearchParams } from '@phjobs/web-core/router';
import { FAQ_CATEGORY, FAQ_CATEGORY_CODES, FAQ_TYPE, type FaqCategoryCode, type FaqType } from '@phjobs/contracts/codes';
import type { FaqItem } from '@phjobs/contracts/community';
import { Async } from '@phjobs/ui/components/Async';
import { Chip } from '@phjobs/ui/components/Chip';
import { ChevronDownIcon } from '@phjobs/ui/components/Icons';
import { ScrollRow } from '@phjobs/ui/components/ScrollRow';
import { Tabs } from '@phjobs/ui/components/Tabs';
import { useApiQuery } from '@phjobs/web-core/query';
import { fetchFaq } from '../../api/support';
import '../../support.css';

const TABS: readonly { value: FaqType; label: string }[] = [
  { value: 'individual', label: FAQ_TYPE.individual },
  { value: 'business', label: FAQ_TYPE.business },
];

/** The tab of the nav query (/faq?nav=business), Individual by default. */
export const faqTypeOf = (nav: string | null): FaqType => (nav === 'business' ? 'business' : 'individual');

/** /faq: Individual and Business tabs (?nav=), category chips (All plus categories), expanding answers, the link to a 1:1 inquiry. */
export function Faq() {
  const [params, setParams] = useSearchParams();
  const type = faqTypeOf(params.get('nav'));
  const [category, setCategory] = useState<FaqCategoryCode | null>(null);
  const faq = useApiQuery(['community', 'faq', type, category], (signal) => fetchFaq(type, category, signal));

  return (
    <div className="support">
      <header className="support-head">
        <h1 className="support-head__title">FAQ</h1>
        <Link to="/faq/register" className="ph-btn ph-btn--outline ph-btn--sm">
          1:1 Inquiry
        </Link>
      </header>
      <Tabs
        label="Member type"
        items={TABS}
        value={type}
        onChange={(next) => {
          setCategory(null);
          setParams({ nav: next }, { replace: true });
        }}
      >
        <ScrollRow className="support-chips">
          <div className="support-chips__row" role="group" aria-label="Category">
            <Chip selected={category === null} onClick={() => setCategory(null)}>
              All
            </Chip>
            {FAQ_CATEGORY_CODES.map((code) => (
              <Chip key={code} selected={category === code} onClick={() => setCategory(code)}>
                {FAQ_CATEGORY[code]}
              </Chip>
            ))}
          </div>
        </ScrollRow>
        <Async state={faq}>
          {(data) =>
            data.list.length === 0 ? (
              <p className="home-empty">No data.</p>
            ) : (
              <ul className="support-faq">
                {data.list.map((item) => (
                  <FaqEntry key={item.faqId} item={item} />
                ))}
              </ul>
            )
          }
        </Async>
        <p className="support-faq__more">
          Did not find your answer? <Link to="/faq/register">Ask us in a 1:1 inquiry</Link>.
        </p>
      </Tabs>
    </div>
  );
}

/** A question that expands to its answer (a disclosure button: aria-expanded, aria-controls). */
function FaqEntry({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li className={`support-faq__item${open ? ' support-faq__item--open' : ''}`}>
      <h2 className="support-faq__q">
        <button type="button" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen((v) => !v)}>
          <span className="support-faq__mark" aria-hidden="true">
            Q
          </span>
          <span className="support-faq__text">{item.question}</span>
          <ChevronDownIcon width={18} height={18} className="support-faq__chevron" />
        </button>
      </h2>
      <div id={answerId} className="support-faq__a" hidden={!open}>
        {item.answer.split(/\n{2,}/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </li>
  );
}
