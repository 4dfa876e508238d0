import { useState } from 'react';
import { Async } from '@phjobs/ui/components/Async';
import { Button } from '@phjobs/ui/components/Button';
import { useApiQuery } from '@phjobs/web-core/query';
import { getDevOutbox } from '../api/account';

const when = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en-US', { timeZone: 'Asia/Manila', hour12: false });
};

/**
 * /dev/outbox: what the embedded default "sent" (verification codes by SMS and e-mail, mails),
 * newest first, from GET /api/dev/outbox. Not in production (the call is absent there).
 */
export function DevOutbox() {
  const [to, setTo] = useState('');
  const [applied, setApplied] = useState('');
  const state = useApiQuery(['account', 'getDevOutbox', applied], (signal) => getDevOutbox(applied, signal));
  return (
    <div className="ph-page acc-outbox">
      <div className="ph-section">
        <h1 className="acc-title">Dev outbox</h1>
        <p className="ph-muted">Codes and mails sent by the embedded stack (no real SMS or e-mail leaves it).</p>
        <form
          className="acc-inline acc-outbox__filter"
          onSubmit={(e) => {
            e.preventDefault();
            setApplied(to);
          }}
        >
          <label className="ph-visually-hidden" htmlFor="outbox-to">
            Recipient
          </label>
          <input id="outbox-to" className="ph-input" placeholder="Filter by recipient (e-mail or +63…)" value={to} onChange={(e) => setTo(e.target.value)} />
          <Button type="submit" variant="outline">
            Filter
          </Button>
          <Button variant="ghost" onClick={state.reload} aria-label="Refresh">
            ↻
          </Button>
        </form>
      </div>
      <Async state={state}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="ph-endless__end ph-endless__end--empty">No data.</p>
          ) : (
            <ul className="acc-outbox__list">
              {data.list.map((m) => (
                <li key={m.id} className="acc-outbox__item">
                  <div className="acc-outbox__head">
                    <span className={`ph-badge ${m.channel === 'sms' ? 'ph-badge--warning' : 'ph-badge--accent'}`}>{m.channel.toUpperCase()}</span>
                    <strong className="acc-outbox__to">{m.to}</strong>
                    <span className="ph-muted acc-outbox__time">{when(m.sentAt)}</span>
                  </div>
                  {m.code ? (
                    <p className="acc-outbox__code">
                      Code <span>{m.code}</span>
                    </p>
                  ) : null}
                  {m.subject ? <p className="acc-outbox__subject">{m.subject}</p> : null}
                  <pre className="acc-outbox__text">{m.text}</pre>
                </li>
              ))}
            </ul>
          )
        }
      </Async>
    </div>
  );
}
